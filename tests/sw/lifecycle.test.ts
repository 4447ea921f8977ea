import { describe, expect, it, vi } from 'vitest';
import { installLifecycle, type LifecycleScope } from '../../sw/lifecycle';

/** A stand-in for the SW global scope: an event target with the registration, clients and skipWaiting. */
function scope(previousWorker: object | null) {
  const target = new EventTarget();
  const fake = {
    registration: { active: previousWorker },
    clients: { claim: vi.fn(async () => {}) },
    skipWaiting: vi.fn(async () => {}),
    addEventListener: target.addEventListener.bind(target),
  };
  const purgeUser = vi.fn(async () => 1);
  installLifecycle(fake as unknown as LifecycleScope, { purgeUser });

  async function dispatch(type: string, data?: unknown) {
    const pending: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), {
      data,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    target.dispatchEvent(event);
    await Promise.all(pending);
  }
  return { fake, purgeUser, dispatch };
}

describe('service worker lifecycle', () => {
  it('claims the open pages on the very first install, so the first visit works offline', async () => {
    const sw = scope(null);
    await sw.dispatch('install');
    await sw.dispatch('activate');
    expect(sw.fake.clients.claim).toHaveBeenCalledTimes(1);
  });

  it('does not claim pages when it replaces an earlier version (the update prompt decides)', async () => {
    const sw = scope({ state: 'activated' });
    await sw.dispatch('install');
    await sw.dispatch('activate');
    expect(sw.fake.clients.claim).not.toHaveBeenCalled();
    expect(sw.fake.skipWaiting).not.toHaveBeenCalled();
  });

  it('activates the waiting version when the page sends SKIP_WAITING', async () => {
    const sw = scope({ state: 'activated' });
    await sw.dispatch('message', { type: 'SKIP_WAITING' });
    expect(sw.fake.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('drops a signed-out user’s cached answers on PURGE_USER', async () => {
    const sw = scope(null);
    await sw.dispatch('message', { type: 'PURGE_USER', userKey: '0123456789abcdef' });
    expect(sw.purgeUser).toHaveBeenCalledWith('0123456789abcdef');
  });

  it('ignores messages it does not know', async () => {
    const sw = scope(null);
    await sw.dispatch('message', { type: 'CACHE_URLS', payload: {} });
    await sw.dispatch('message', null);
    await sw.dispatch('message', { type: 'PURGE_USER' });
    expect(sw.fake.skipWaiting).not.toHaveBeenCalled();
    expect(sw.purgeUser).not.toHaveBeenCalled();
  });
});
