import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LobbyDb } from '../../src/db/schema';
import { isQuotaError, withQuotaRetry } from '../../src/db/storage-pressure';

const opened: LobbyDb[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a full device', () => {
  it('recognises a quota error however Dexie wraps it', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaError({ name: 'BulkError', failures: { 3: quotaError() } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });

  it('drops the oldest cached answers, never the outbox or the user’s rows, then retries the write', async () => {
    const database = new LobbyDb(`t-${crypto.randomUUID()}`);
    opened.push(database);
    await database.http.bulkPut(
      Array.from({ length: 8 }, (_, i) => ({ key: `k${i}`, userKey: '', status: 200, contentType: 'application/json', body: '{}', storedAt: i })),
    );
    await database.outbox.add({ opId: 'op', userKey: 'u', kind: 'favourite.add', payload: { nodeId: 1, vendor: 'JILI', addedAt: 0 }, createdAt: 0, attempts: 0, notBefore: 0 });
    await database.favourites.put({ userKey: 'u', nodeId: 1, addedAt: 0 });

    let tries = 0;
    const result = await withQuotaRetry(async () => {
      tries++;
      if (tries === 1) throw quotaError();
      return 'written';
    }, database);

    expect(result).toBe('written');
    expect(tries).toBe(2);
    expect((await database.http.toArray()).map((r) => r.key)).toEqual(['k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
    expect(await database.outbox.count()).toBe(1);
    expect(await database.favourites.count()).toBe(1);
  });

  it('lets a second quota error through, and any other error at once', async () => {
    const database = new LobbyDb(`t-${crypto.randomUUID()}`);
    opened.push(database);
    await expect(withQuotaRetry(async () => { throw quotaError(); }, database)).rejects.toThrow(/quota/);
    let tries = 0;
    await expect(withQuotaRetry(async () => { tries++; throw new Error('boom'); }, database)).rejects.toThrow('boom');
    expect(tries).toBe(1);
  });
});
