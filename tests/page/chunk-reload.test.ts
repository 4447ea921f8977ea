// @vitest-environment jsdom
/**
 * A chunk that fails to load reloads the page into the new version, online only, and never while
 * the page is being left (a reload then would cancel the player's navigation).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenOldChunksAreGone } from '../../src/app/chunk-reload';
import { appState } from '../../src/state/app';

function page() {
  const target = new EventTarget() as Window;
  const reload = vi.fn();
  reloadWhenOldChunksAreGone(target, reload);
  const chunkFails = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { target, reload, chunkFails };
}

afterEach(() => {
  appState.online = true;
});

describe('reload for a chunk of a replaced version', () => {
  it('reloads online, and keeps the error from the loader', () => {
    const { reload, chunkFails } = page();
    expect(chunkFails()).toBe(false); // default prevented
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload offline: the loader asks again once the network is back', () => {
    appState.online = false;
    const { reload, chunkFails } = page();
    expect(chunkFails()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload a page being left, and does again once it is shown from the back-forward cache', () => {
    const { target, reload, chunkFails } = page();
    target.dispatchEvent(new Event('beforeunload'));
    chunkFails();
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pageshow'));
    target.dispatchEvent(new Event('pagehide'));
    chunkFails();
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pageshow'));
    chunkFails();
    expect(reload).toHaveBeenCalledOnce();
  });
});
