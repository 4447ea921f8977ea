// @vitest-environment jsdom
// The page reads the stored status through a Dexie live query: a real database on fake-indexeddb.
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadResource, SystemStatus } from '../../../src/api/wire';
import { db } from '../../../src/db/db';
import DownloadPage from '../../../src/features/download/DownloadPage';
import { installOffer } from '../../../src/features/settings';
import { ui } from '../../../src/state/ui';
import { click, render, startEnglish, unmountAll, waitFor } from './render';

const storeStatus = (resources: DownloadResource[]) =>
  db.settings.put({ key: 'status', value: { info: { resources }, location: { ip: '' }, maintenance: false, regionRestriction: false } as unknown as SystemStatus, updatedAt: 0 });

const page = async () => {
  const rendered = await render(createElement(DownloadPage));
  // The settings texts and the stored status arrive after the first render.
  await waitFor(() => expect(rendered.container.querySelector('h1')?.textContent).toBe('Download the app'));
  return rendered.container;
};

const buttons = (container: HTMLElement) => [...container.querySelectorAll('.download-page__links > *')].map((el) => el.textContent);

beforeAll(startEnglish);
beforeEach(async () => {
  await db.settings.clear();
  ui.popup = null;
  installOffer.available = false;
});
afterEach(unmountAll);

describe('download page (SPEC §2 "App download")', () => {
  it('offers the operator’s download links from the stored status, with its picture', async () => {
    await storeStatus([
      { resourceType: 'Android', url: 'https://cdn.example/lobby.apk' },
      { resourceType: 'IOS', url: 'https://apps.example/lobby' },
      { resourceType: 'AppDownloadIcon', url: 'https://cdn.example/icon.png' },
    ]);
    const container = await page();
    await waitFor(() => expect(container.querySelectorAll('a.settings-button')).toHaveLength(2));
    const links = [...container.querySelectorAll('a.settings-button')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Download for iPhone', 'https://apps.example/lobby'],
      ['Download for Android', 'https://cdn.example/lobby.apk'],
    ]);
    expect(container.querySelector('img.download-page__icon')?.getAttribute('src')).toBe('https://cdn.example/icon.png');
    expect(container.textContent).not.toContain('No downloads are available right now.');
  });

  it('says so when the operator offers nothing to download', async () => {
    await storeStatus([]);
    const container = await page();
    expect(buttons(container)).toEqual(['No downloads are available right now.', 'Add to home screen']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens the add-to-home prompt when the browser has no install of its own', async () => {
    const container = await page();
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add to home screen')!;
    await click(button);
    expect(ui.popup).toBe('install');
  });

  it('offers the browser’s own install when it has one', async () => {
    installOffer.available = true;
    const container = await page();
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Install the app']);
  });
});
