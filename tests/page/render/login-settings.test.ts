// @vitest-environment jsdom
// The login form waits for the register settings before it lays out its fields (no jump when
// they add the method tabs); a placeholder of the plain form's shape stands in meanwhile.
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegisterSettings } from '../../../src/api/account-wire';
import { accountApi } from '../../../src/features/account/api';
import LoginPage from '../../../src/features/account/LoginPage';
import { FALLBACK_SETTINGS, SETTINGS_WAIT_MS } from '../../../src/features/account/useAccountSettings';
import { queryByLabel, render, startEnglish, unmountAll, waitFor } from './render';

const withSms: RegisterSettings = { ...FALLBACK_SETTINGS, mobileCodeLogin: true };

/** The settings call, answered when the test says so. */
function pendingSettings() {
  let answer!: (settings: RegisterSettings) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<RegisterSettings>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  vi.spyOn(accountApi, 'registerSettings').mockReturnValue(promise);
  return { answer, fail };
}

const form = (container: HTMLElement) => container.querySelector('form');
const skeleton = (container: HTMLElement) => container.querySelector('[data-testid="form-skeleton"]');

beforeAll(startEnglish);
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

describe('login form while the register settings load', () => {
  it('shows the placeholder until the settings answer, then the form with the method tabs they ask for', async () => {
    const settings = pendingSettings();
    const { container } = await render(createElement(LoginPage));
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
    expect(form(container)).toBeNull();
    expect(skeleton(container)!.getAttribute('aria-busy')).toBe('true');
    await act(async () => settings.answer(withSms));
    await waitFor(() => expect(form(container)).not.toBeNull());
    expect(skeleton(container)).toBeNull();
    expect(queryByLabel(container, 'Log in')?.tagName).toBe('FORM');
    expect(queryByLabel(container, 'Login method')).not.toBeNull();
  });

  it('shows the plain form when the settings call fails', async () => {
    const settings = pendingSettings();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await render(createElement(LoginPage));
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
    await act(async () => settings.fail(new Error('offline')));
    await waitFor(() => expect(form(container)).not.toBeNull());
    expect(queryByLabel(container, 'Login method')).toBeNull();
  });

  it('does not wait for a slow answer longer than SETTINGS_WAIT_MS', async () => {
    pendingSettings();
    const { container } = await render(createElement(LoginPage));
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
    // Still waiting well before the limit; the plain form once it has passed (the real clock).
    await act(async () => new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS / 2)));
    expect(form(container)).toBeNull();
    await waitFor(() => expect(form(container)).not.toBeNull(), SETTINGS_WAIT_MS + 2000);
    expect(skeleton(container)).toBeNull();
  });
});
