// @vitest-environment jsdom
/**
 * A chunk asked for offline (a first visit, before the service worker holds the files) waits for
 * the network and is asked for again, instead of failing for good; a failure online is passed on
 * (a version that is gone: the page reloads into the new one).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from '../../src/ui/lazy';
import { appState } from '../../src/state/app';

let link = true;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  link = true;
  appState.online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => link);
});

afterEach(() => {
  appState.online = true;
  vi.restoreAllMocks();
});

function goOffline() {
  link = false;
  appState.online = false;
}

describe('loadWhenOnline', () => {
  it('asks again once the network is back, and only then', async () => {
    goOffline();
    const load = vi.fn(async () => {
      if (!link) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'page' };
    });
    let result: unknown;
    void loadWhenOnline(load).then((value) => (result = value));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toBeUndefined();

    // The browser's link is back but requests still fail (the service worker says so): keep waiting.
    link = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    appState.online = true;
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ default: 'page' });
  });

  it("asks again for the chunk's stylesheets that failed while offline, before rendering it", async () => {
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = '/assets/PromotionPages-abc.css';
    document.head.append(failed);
    goOffline();
    let attempts = 0;
    const load = async () => {
      attempts++;
      if (!link) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'page' };
    };
    let result: unknown;
    void loadWhenOnline(load).then((value) => (result = value));
    await settle();
    link = true;
    appState.online = true;
    await settle();
    // A fresh element for the same file (the failed one never loads again by itself)…
    const fresh = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(fresh).not.toBe(failed);
    expect(fresh?.getAttribute('href')).toBe('/assets/PromotionPages-abc.css');
    // …and the chunk only once it has come.
    expect(attempts).toBe(1);
    fresh!.dispatchEvent(new Event('load'));
    await settle();
    await settle();
    expect(attempts).toBe(2);
    expect(result).toEqual({ default: 'page' });
    fresh!.remove();
  });

  it('passes a failure on when the device is online', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(async () => {
      throw gone;
    });
    await expect(loadWhenOnline(load)).rejects.toBe(gone);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when nothing fails', async () => {
    await expect(loadWhenOnline(async () => 42)).resolves.toBe(42);
  });
});
