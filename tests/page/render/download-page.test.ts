// @vitest-environment jsdom
// The page reads the stored status through a Dexie live query: a real database on fake-indexeddb.
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadResource, SystemStatus } from '../../../src/api/system-wire';
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

/** The page's actions in reading order: installing this app comes before any native app. */
const actions = (container: HTMLElement) => [...container.querySelectorAll('button, a')].map((el) => el.textContent);

beforeAll(startEnglish);
beforeEach(async () => {
  await db.settings.clear();
  ui.popup = null;
  installOffer.available = false;
  installOffer.installed = false;
});
afterEach(unmountAll);

describe('download page (SPEC §2 "App download")', () => {
  it('offers installing this app first, then the operator’s native apps with its picture', async () => {
    await storeStatus([
      { resourceType: 'Android', url: 'https://cdn.example/lobby.apk' },
      { resourceType: 'IOS', url: 'https://apps.example/lobby' },
      { resourceType: 'AppDownloadIcon', url: 'https://cdn.example/icon.png' },
    ]);
    const container = await page();
    await waitFor(() => expect(container.querySelectorAll('a.settings-button')).toHaveLength(2));
    expect(actions(container)).toEqual(['Add to home screen', 'Install on Android', 'Install on iPhone', 'Download for Android', 'Download for iPhone']);
    const links = [...container.querySelectorAll('a.settings-button')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Download for Android', 'https://cdn.example/lobby.apk'],
      ['Download for iPhone', 'https://apps.example/lobby'],
    ]);
    expect(container.querySelector('img.download-page__icon')?.getAttribute('src')).toBe('https://cdn.example/icon.png');
  });

  it('shows no native app section when the operator has none, or only links that lead nowhere', async () => {
    await storeStatus([
      { resourceType: 'Android', url: '' },
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { resourceType: 'MOBILECONFIG', url: '  ' },
    ]);
    const container = await page();
    expect(actions(container)).toEqual(['Add to home screen', 'Install on Android', 'Install on iPhone']);
    expect(container.querySelector('h2')).toBeNull();
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

  it('says the app is installed once it is, instead of offering it again', async () => {
    installOffer.installed = true;
    const container = await page();
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('The app is installed.');
  });
});
