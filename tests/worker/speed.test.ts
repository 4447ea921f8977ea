/**
 * SPEC §9 speed test: scoring bands, ratings, the display category, and the worker's run that
 * marks the first 5 domains untested and then records each ping as it returns.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  SPEED_FAILURE_MS,
  domainBaseUrl,
  sortSpeedEntries,
  speedDisplayCategory,
  speedRating,
  speedScore,
} from '../../src/api/speed-score';
import { LobbyDb } from '../../src/db/schema';
import { runSpeedTest, type SpeedDeps } from '../../worker/speed';

describe('speed score (SPEC §9)', () => {
  const low = () => 0;
  const high = () => 0.999999;

  // A band's two ends: the lowest draw at its fastest ping scores its lowest, the highest draw at its slowest its highest.
  it.each([
    ['400 ms or more', 100, 150, 400, 2500],
    ['200-399 ms', 60, 100, 200, 399],
    ['100-199 ms', 40, 60, 100, 199],
    ['below 100 ms', 20, 40, 0, 99],
  ])('gives %s a random %i-%i', (_band, lowest, highest, fastMs, slowMs) => {
    expect(speedScore(fastMs, low)).toBe(lowest);
    expect(speedScore(slowMs, high)).toBe(highest);
  });
  it('counts a failed ping as 9999', () => {
    expect(speedScore(null)).toBe(SPEED_FAILURE_MS);
    expect(speedScore(Number.NaN)).toBe(SPEED_FAILURE_MS);
  });
  it('rates up to 80 fast, up to 150 normal, else slow', () => {
    expect(speedRating(80)).toBe('fast');
    expect(speedRating(81)).toBe('normal');
    expect(speedRating(150)).toBe('normal');
    expect(speedRating(151)).toBe('slow');
    expect(speedRating(SPEED_FAILURE_MS)).toBe('slow');
  });
  it('shows fast for anything under 99', () => {
    expect(speedDisplayCategory(98)).toBe('fast');
    expect(speedDisplayCategory(99)).toBe('normal');
    expect(speedDisplayCategory(9999)).toBe('slow');
  });
  it('sorts tested entries by speed and keeps untested ones after them', () => {
    const sorted = sortSpeedEntries([
      { domain: 'a', ms: null },
      { domain: 'b', ms: 120 },
      { domain: 'c', ms: 30 },
    ]);
    expect(sorted.map((entry) => entry.domain)).toEqual(['c', 'b', 'a']);
  });
  it('builds a base URL in the page scheme unless the entry names one', () => {
    expect(domainBaseUrl('example.com:8080', 'https:')).toBe('https://example.com:8080');
    expect(domainBaseUrl('http://a.test/', 'https:')).toBe('http://a.test');
  });
});

describe('speed.test run', () => {
  let database: LobbyDb | undefined;
  afterEach(async () => {
    await database?.delete();
  });

  it('marks the first 5 domains untested, then writes each result as its ping returns', async () => {
    database = new LobbyDb(`speed-${Math.random()}`);
    await database.speed.put({ domain: 'old.test', ms: 30, testedAt: 1 });
    const names = ['a.test', 'b.test', 'c.test', 'd.test', 'e.test', 'f.test'];
    const release = new Map<string, (ok: boolean) => void>();
    const requested: string[] = [];
    let clock = 0;
    const deps: SpeedDeps = {
      db: database,
      domains: async () => names.map((domainName) => ({ domainName })),
      fetch: ((input: string) => {
        requested.push(input);
        const host = new URL(input).host;
        return new Promise<Response>((resolve, reject) => {
          release.set(host, (ok) => (ok ? resolve(new Response('{}')) : reject(new TypeError('down'))));
        });
      }) as typeof fetch,
      protocol: 'http:',
      now: () => clock,
      random: () => 0,
      timeoutMs: 1000,
    };
    const run = runSpeedTest(deps);
    await expect.poll(() => release.size).toBe(5);

    const rows = await database.speed.toArray();
    expect(rows.map((row) => row.domain).sort()).toEqual(['a.test', 'b.test', 'c.test', 'd.test', 'e.test']);
    expect(rows.every((row) => row.ms === null)).toBe(true);
    expect(requested[0]).toMatch(/^http:\/\/a\.test\/common\/v\.1\.0\.1\/ping\.json\?speed=/);

    clock = 50;
    release.get('a.test')?.(true);
    await expect.poll(async () => (await database?.speed.get('a.test'))?.ms).toBe(20);
    expect((await database.speed.get('b.test'))?.ms).toBeNull();

    clock = 450;
    release.get('b.test')?.(true);
    release.get('c.test')?.(false);
    release.get('d.test')?.(true);
    release.get('e.test')?.(true);
    const results = await run;
    expect(results.find((r) => r.domain === 'b.test')?.ms).toBe(100);
    expect(results.find((r) => r.domain === 'c.test')?.ms).toBe(SPEED_FAILURE_MS);
    expect(await database.speed.get('old.test')).toBeUndefined();
  });
});
