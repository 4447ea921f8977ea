/**
 * The operator's withdrawal limits: settings key `withdraw`, JSON in units
 * `{ "min": 100, "max": 50000, "maxCards": 3, "dailyCount": null }`. A missing key, or a field an
 * operator hand-edited into something unusable, falls back to its default, so a typo cannot open
 * withdrawals without limits or close them altogether.
 */
import { hasWholeCents, toCents } from '../../src/api/money';
import type { WithdrawSettings } from '../../src/api/withdraw-wire';
import type { Db, Executor } from '../db/connection';

export const WITHDRAW_SETTINGS_KEY = 'withdraw';

export interface WithdrawLimits {
  minCents: number;
  maxCents: number;
  maxCards: number;
  /** Requests per member per UTC day; null: no limit. */
  dailyCount: number | null;
}

export const DEFAULT_WITHDRAW_LIMITS: WithdrawLimits = { minCents: 100_00, maxCents: 50_000_00, maxCards: 3, dailyCount: null };

const positiveUnits = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && hasWholeCents(v) ? toCents(v) : null;
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1000 ? v : null);

export async function readWithdrawLimits(db: Executor): Promise<WithdrawLimits> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', WITHDRAW_SETTINGS_KEY).executeTakeFirst();
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: every field takes its default.
  }
  const d = DEFAULT_WITHDRAW_LIMITS;
  const minCents = positiveUnits(stored.min) ?? d.minCents;
  const maxCents = positiveUnits(stored.max) ?? d.maxCents;
  return {
    // A max below the min would refuse every amount: keep the defaults' pair instead.
    ...(maxCents >= minCents ? { minCents, maxCents } : { minCents: d.minCents, maxCents: d.maxCents }),
    maxCards: count(stored.maxCards) ?? d.maxCards,
    dailyCount: stored.dailyCount === null || stored.dailyCount === undefined ? d.dailyCount : (count(stored.dailyCount) ?? d.dailyCount),
  };
}

export async function withdrawSettings(db: Db): Promise<WithdrawSettings> {
  const limits = await readWithdrawLimits(db);
  const banks = await db.selectFrom('withdraw_banks').select(['code', 'name']).orderBy('sort').orderBy('code').execute();
  return { min: limits.minCents / 100, max: limits.maxCents / 100, maxCards: limits.maxCards, dailyCount: limits.dailyCount, banks };
}
