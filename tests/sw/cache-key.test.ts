import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  normaliseCacheKey,
  userKeyFromToken,
  userKeyOfCacheKey,
  VOLATILE_PARAMS,
} from '../../src/api/cache-key';

const BASE = 'https://lobby.example/wps/game/list';

describe('normaliseCacheKey', () => {
  it('gives the same key whatever the order of the query parameters', () => {
    const a = normaliseCacheKey(`${BASE}?pageNo=1&gameType=RNG&language=en`);
    const b = normaliseCacheKey(`${BASE}?language=en&pageNo=1&gameType=RNG`);
    expect(a).toBe(b);
    expect(a).toBe(`${BASE}?gameType=RNG&language=en&pageNo=1`);
  });

  it('orders a repeated parameter by value, so its order does not matter either', () => {
    expect(normaliseCacheKey(`${BASE}?type=PL&type=B`)).toBe(normaliseCacheKey(`${BASE}?type=B&type=PL`));
  });

  it.each([...VOLATILE_PARAMS])('ignores the cache-busting parameter %s', (name) => {
    expect(normaliseCacheKey(`${BASE}?pageNo=1&${name}=${Math.random()}`)).toBe(`${BASE}?pageNo=1`);
  });

  it('drops empty parameters and the fragment', () => {
    expect(normaliseCacheKey(`${BASE}?gameName=&pageNo=2#top`)).toBe(`${BASE}?pageNo=2`);
    expect(normaliseCacheKey(`${BASE}?gameName=`)).toBe(BASE);
  });

  it('keeps the origin, so two backends never share an entry', () => {
    expect(normaliseCacheKey('https://a.example/wps/system/status')).not.toBe(
      normaliseCacheKey('https://b.example/wps/system/status'),
    );
  });

  it('never puts a token from the query into the key', () => {
    const key = normaliseCacheKey(`${BASE}?token=secret-token&pageNo=1`, 'abc');
    expect(key).not.toContain('secret-token');
  });

  it('accepts a URL object as well as a string', () => {
    expect(normaliseCacheKey(new URL(`${BASE}?b=2&a=1`))).toBe(normaliseCacheKey(`${BASE}?a=1&b=2`));
  });

  it('prefixes per-user keys so they never collide with the shared one', () => {
    const shared = normaliseCacheKey(`${BASE}?pageNo=1`);
    const mine = normaliseCacheKey(`${BASE}?pageNo=1`, '0123456789abcdef');
    expect(mine).toBe(`u:0123456789abcdef|${shared}`);
    expect(mine).not.toBe(shared);
    expect(userKeyOfCacheKey(mine)).toBe('0123456789abcdef');
    expect(userKeyOfCacheKey(shared)).toBe('');
  });

  it('gives different users different keys for the same URL', () => {
    expect(normaliseCacheKey(BASE, 'user-a')).not.toBe(normaliseCacheKey(BASE, 'user-b'));
  });
});

describe('userKeyFromToken', () => {
  it('is the first 16 hex characters of the SHA-256 of the token', async () => {
    const expected = createHash('sha256').update('tok-123').digest('hex').slice(0, 16);
    await expect(userKeyFromToken('tok-123')).resolves.toBe(expected);
  });

  it('is stable, and differs between tokens', async () => {
    const [a1, a2, b] = await Promise.all([
      userKeyFromToken('alice-token'),
      userKeyFromToken('alice-token'),
      userKeyFromToken('bob-token'),
    ]);
    expect(a1).toBe(a2);
    expect(a1).not.toBe(b);
    expect(a1).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives the same key for the Authorization header and the bare token', async () => {
    expect(await userKeyFromToken('Bearer tok-123')).toBe(await userKeyFromToken('tok-123'));
  });

  it('gives the shared key (empty) when there is no token', async () => {
    await expect(userKeyFromToken('')).resolves.toBe('');
    await expect(userKeyFromToken(null)).resolves.toBe('');
    await expect(userKeyFromToken('   ')).resolves.toBe('');
  });
});
