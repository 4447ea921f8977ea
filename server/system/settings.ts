/** Typed reads of the settings table; a missing or unreadable key falls back to its default. */
import { currencyCode } from '../../src/api/money';
import type { StatusReading } from '../../src/api/system-wire';
import type { Db } from '../db/connection';
import { DEFAULT_SETTINGS, type Settings } from '../seed/settings';

export async function readSettings<K extends keyof Settings>(db: Db, keys: readonly K[]): Promise<Pick<Settings, K>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result = {} as Pick<Settings, K>;
  for (const key of keys) {
    const text = stored.get(key);
    result[key] = text === undefined ? DEFAULT_SETTINGS[key] : parseOr(text, DEFAULT_SETTINGS[key]);
  }
  return result;
}

/** Stores an operator setting as JSON, in place of what the key held (dev helpers, tests). */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute();
}

// An operator's hand-edited value that is not JSON must not take the lobby down.
function parseOr<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A hand-edited status reading outside SPEC §2's two falls back to the default one. */
export function statusReadingOf(value: unknown): StatusReading {
  return value === 'maintenance' ? 'maintenance' : 'errorPages';
}

/** A hand-edited currency that is not an ISO 4217 code the formatter knows falls back to the default. */
export function currencyOf(value: unknown): string {
  return currencyCode(value) ?? DEFAULT_SETTINGS.currency;
}
