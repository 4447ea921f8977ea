/**
 * Hot shared answers kept in this process's memory, serialised once: the game list pages, hot
 * games, vendors, the guests' announcements and help, and the settings behind the status. A read
 * that hits costs no query, no JSON and (server/lib/cached-answer.ts) no compression.
 *
 * Every entry belongs to a catalogue version (server/games/catalogue-version.ts, bumped by
 * triggers on every write to the catalogue's tables, on any instance). The cache re-reads that
 * number — one primary-key query — at most once a second, and at once after this process itself
 * wrote to the catalogue (server/db/catalogue-watch.ts); a new number drops every entry.
 *
 * Why a second is acceptable: these answers are the same for every guest and change when an
 * operator edits the catalogue, a few times a day; the service worker serves them
 * stale-while-revalidate anyway, so a player already sees a change on a later read, not the
 * instant it is made. A second of delay after an edit made on another instance is far inside
 * that; reading the version on every request instead would add a query to each of thousands of
 * reads a second. Edits made through this instance are seen at once.
 */
import { canonicalJson } from '../lib/canonical-json';
import type { Db } from '../db/connection';
import { watchOf } from '../db/catalogue-watch';
import { catalogueVersion } from './catalogue-version';

/** How long a version read is trusted; see above for why a second. */
export const VERSION_RECHECK_MS = 1_000;
/**
 * Distinct requests kept (game name searches make the keys open-ended); past it the oldest goes.
 * Well above the categories, first pages and languages players actually ask for, and a bound on
 * memory: at most a few tens of MB even if every entry were a 200-game page with its encodings.
 */
export const MAX_ENTRIES = 256;

export interface CatalogueCacheOptions {
  recheckMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  version: number;
  value: Promise<unknown>;
}

interface Check {
  /** The local write count the check started from: a later write needs a later check. */
  writes: number;
  version: Promise<number>;
}

export class CatalogueCache {
  readonly #db: Db;
  readonly #recheckMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  #version: number | undefined;
  #checkedAt = 0;
  #writesSeen = 0;
  #checking: Check | undefined;

  constructor(db: Db, options: CatalogueCacheOptions = {}) {
    this.#db = db;
    this.#recheckMs = options.recheckMs ?? VERSION_RECHECK_MS;
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES;
    // Read through Date each time, so a test that moves the clock moves this one too.
    this.#now = options.now ?? (() => Date.now());
  }

  /** How many answers are kept (for tests and the audit of in-process state). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value kept under `key` for the current catalogue version, or `make()`'s, kept. Concurrent
   * misses of one key share one `make()`; a failed one is not kept.
   */
  async remember<T>(key: string, make: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const found = this.#entries.get(key);
    if (found && found.version === version) return found.value as Promise<T>;
    const value = make();
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** The catalogue version this cache trusts now, read again when it is a second old or stale. */
  version(): Promise<number> {
    const writes = watchOf(this.#db)?.writes ?? 0;
    const fresh = this.#now() - this.#checkedAt < this.#recheckMs;
    if (this.#version !== undefined && fresh && writes === this.#writesSeen) return Promise.resolve(this.#version);
    // One read at a time for everyone waiting, unless a write came after it started.
    if (this.#checking?.writes !== writes) {
      const check: Check = { writes, version: this.#check(writes) };
      this.#checking = check;
      void check.version.finally(() => {
        if (this.#checking === check) this.#checking = undefined;
      }).catch(() => undefined);
    }
    return this.#checking!.version;
  }

  async #check(writes: number): Promise<number> {
    const startedAt = this.#now();
    const version = await catalogueVersion(this.#db);
    // An older check finishing after a newer one must not wind the clock back.
    if (writes < this.#writesSeen) return this.#version ?? version;
    if (version !== this.#version) this.#entries.clear();
    this.#version = version;
    this.#checkedAt = startedAt;
    this.#writesSeen = writes;
    return version;
  }
}

const caches = new WeakMap<Db, CatalogueCache>();

/** The one cache of a database handle (an app, and its tests' requests, share it). */
export function catalogueCache(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** A request's key: its path and its validated query, fields in a fixed order. */
export function requestKey(path: string, query: unknown): string {
  return `${path}?${canonicalJson(query ?? {})}`;
}
