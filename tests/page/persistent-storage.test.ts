// @vitest-environment jsdom
/**
 * Asking for persistent storage where the engine cannot (WebKitGTK has no `persist`, an old
 * browser no `navigator.storage`): nothing is asked, nothing throws, the page's start-up duties
 * run on, and a full device is still met by giving up cached answers before a write.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForPersistentStorage } from '../../src/app/persistent-storage';
import { LobbyDb } from '../../src/db/schema';
import { withQuotaRetry } from '../../src/db/storage-pressure';

/** Replaces navigator.storage for one test (jsdom has none of its own). */
function storageIs(storage: unknown): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => {
  delete (navigator as { storage?: unknown }).storage;
  vi.restoreAllMocks();
});

describe('asking to keep the device’s data', () => {
  it('asks nothing where there is no navigator.storage', async () => {
    storageIs(undefined);
    await expect(askForPersistentStorage()).resolves.toBe('unsupported');
  });

  it('asks nothing where navigator.storage has no persist, even with persisted', async () => {
    const persisted = vi.fn(async () => false);
    storageIs({ persisted, estimate: async () => ({ usage: 0, quota: 1 }) });
    await expect(askForPersistentStorage()).resolves.toBe('unsupported');
    expect(persisted).not.toHaveBeenCalled();
  });

  it('asks once where the browser can persist and has not yet', async () => {
    const persist = vi.fn(async () => true);
    storageIs({ persist, persisted: async () => false });
    await expect(askForPersistentStorage()).resolves.toBe('persisted');
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once persisted, and asks where persisted() itself is missing', async () => {
    const persist = vi.fn(async () => false);
    storageIs({ persist, persisted: async () => true });
    await expect(askForPersistentStorage()).resolves.toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
    storageIs({ persist });
    await expect(askForPersistentStorage()).resolves.toBe('best-effort');
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('takes a refusal as best-effort storage, not an error', async () => {
    storageIs({ persist: async () => Promise.reject(new DOMException('refused', 'NotAllowedError')), persisted: async () => false });
    await expect(askForPersistentStorage()).resolves.toBe('best-effort');
  });
});

describe('the page without persist', () => {
  it('starts its offline duties without an error', async () => {
    storageIs({ estimate: async () => ({ usage: 0, quota: 1 }) });
    const { startOfflineDuties } = await import('../../src/app/background');
    expect(() => startOfflineDuties()).not.toThrow();
    // A rejection left unhandled by the start-up would fail this file (vitest reports it).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('still frees cached answers for a write on a full device', async () => {
    storageIs(undefined);
    const database = new LobbyDb(`t-${crypto.randomUUID()}`);
    try {
      await database.http.bulkPut(
        Array.from({ length: 4 }, (_, i) => ({ key: `k${i}`, userKey: '', status: 200, contentType: 'application/json', body: '{}', storedAt: i })),
      );
      let tries = 0;
      const written = await withQuotaRetry(async () => {
        tries++;
        if (tries === 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return 'written';
      }, database);
      expect(written).toBe('written');
      expect(await database.http.count()).toBe(3);
    } finally {
      database.close();
      await Dexie.delete(database.name);
    }
  });
});
