// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ErrorPage, { type ErrorPageProps } from '../../../src/features/status/ErrorPage';
import { appState } from '../../../src/state/app';
import { render, startEnglish, unmountAll, waitFor } from './render';

const page = async (props: ErrorPageProps) => {
  const { container } = await render(createElement(ErrorPage, props));
  await waitFor(() => expect(container.querySelector('[data-testid="status-page"]')).not.toBeNull());
  return container;
};
const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? null;

beforeAll(startEnglish);
beforeEach(() => void (appState.online = true));
afterEach(unmountAll);

describe('status error pages (SPEC §2 ErrorIP, ErrorService)', () => {
  it('tells a restricted region so, with the IP the server saw', async () => {
    const container = await page({ kind: 'errorIp', reading: 'errorPages', ip: '203.0.113.9' });
    expect(text(container, 'h1')).toBe('Not available in your region');
    expect(text(container, '[data-testid="status-ip"]')).toBe('Your IP: 203.0.113.9');
    expect(container.querySelector('.status-page--errorIp')).not.toBeNull();
    expect(text(container, 'button')).toBe('Check again');
    expect(container.querySelector('.status-page__offline')).toBeNull();
  });

  it('shows the service page, or the maintenance page in the maintenance reading', async () => {
    const service = await page({ kind: 'errorService', reading: 'errorPages', ip: '' });
    expect(text(service, 'h1')).toBe('Service temporarily unavailable');
    expect(service.querySelector('[data-testid="status-ip"]')).toBeNull();

    const maintenance = await page({ kind: 'errorService', reading: 'maintenance', ip: 'unknown' });
    expect(text(maintenance, 'h1')).toBe('Under maintenance');
    expect(maintenance.querySelector('.status-page--maintenance')).not.toBeNull();
    expect(maintenance.querySelector('[data-testid="status-ip"]')).toBeNull();
  });

  it('says the device is offline before the player checks again', async () => {
    appState.online = false;
    const container = await page({ kind: 'errorService', reading: 'errorPages', ip: '' });
    expect(text(container, '.status-page__offline')).toBe('You are offline. Connect to the internet and check again.');
  });
});
