/**
 * `speed` area of the worker API (SPEC §7 "Other", §9): ping the first 5 domains of the route
 * list and record each score in the `speed` table as its ping returns, so the picker's live query
 * shows entries turning from "untested" to a rating one by one.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import {
  SPEED_DOMAIN_LIMIT,
  SPEED_FAILURE_MS,
  SPEED_PING_TIMEOUT_MS,
  domainBaseUrl,
  speedScore,
} from '../src/api/speed-score';
import type { DomainRouteEntry } from '../src/api/system-wire';
import { db as defaultDb } from '../src/db/db';
import type { LobbyDb } from '../src/db/schema';
import { client } from './context';

export interface SpeedDeps {
  db: LobbyDb;
  /** GET the domain route list (device=0). */
  domains: () => Promise<DomainRouteEntry[]>;
  fetch: typeof fetch;
  protocol: string;
  /** Monotonic clock for the round-trip (performance.now in the worker). */
  now: () => number;
  random: () => number;
  timeoutMs: number;
}

export interface SpeedTestResult {
  domain: string;
  ms: number;
}

/** One ping: elapsed milliseconds, or null when it failed or timed out. */
async function ping(deps: SpeedDeps, domain: string): Promise<number | null> {
  const url = `${domainBaseUrl(domain, deps.protocol)}${ENDPOINTS.ping.path}?speed=${deps.random().toString(36).slice(2)}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  const started = deps.now();
  try {
    const response = await deps.fetch(url, { cache: 'no-store', signal: controller.signal });
    if (!response.ok) return null;
    await response.arrayBuffer();
    return deps.now() - started;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function runSpeedTest(deps: SpeedDeps): Promise<SpeedTestResult[]> {
  const list = (await deps.domains())
    .map((entry) => entry.domainName)
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
  const domains = [...new Set(list)].slice(0, SPEED_DOMAIN_LIMIT);
  const testedAt = Date.now();
  // Entries of an older list go; the ones being tested show as untested until they return.
  await deps.db.transaction('rw', deps.db.speed, async () => {
    await deps.db.speed.where('domain').noneOf(domains).delete();
    await deps.db.speed.bulkPut(domains.map((domain) => ({ domain, ms: null, testedAt })));
  });
  return Promise.all(
    domains.map(async (domain) => {
      const elapsed = await ping(deps, domain);
      const ms = elapsed === null ? SPEED_FAILURE_MS : speedScore(elapsed, deps.random);
      await deps.db.speed.put({ domain, ms, testedAt: Date.now() });
      return { domain, ms };
    }),
  );
}

const liveDeps = (): SpeedDeps => ({
  db: defaultDb,
  domains: async () =>
    (await client.call(ENDPOINTS.domainRoute, { query: { device: 0 } })).domainList ?? [],
  fetch: (input, init) => fetch(input, init),
  protocol: self.location.protocol,
  now: () => performance.now(),
  random: Math.random,
  timeoutMs: SPEED_PING_TIMEOUT_MS,
});

let running: Promise<SpeedTestResult[]> | undefined;

export const speed = {
  /** Test the first 5 domains; a second call while one runs joins it. */
  test(): Promise<SpeedTestResult[]> {
    running ??= runSpeedTest(liveDeps()).finally(() => (running = undefined));
    return running;
  },
};
