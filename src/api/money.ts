/**
 * Amounts as the wallet screens and the server agree on them: currency units with at most two
 * decimals on the wire, integer cents inside the server and the ledger. DOM-free, shared by the
 * forms (their checks), the registry's schemas (the server's checks) and the worker.
 */
import { z } from 'zod';

/** Largest single amount any money call accepts (a sanity bound; methods set tighter limits). */
export const MAX_AMOUNT = 10_000_000;

/** Why an amount typed in a form is not acceptable (each maps to a catalogue text). */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'below_min' | 'above_max' | 'above_balance';

export interface AmountLimits {
  min: number;
  max: number;
  /** What the member can spend (withdrawable balance, the wallet a transfer leaves). */
  available?: number;
}

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** Cents from units, rounding away float noise (12.34 → 1234, never 1233.9999). */
export const toCents = (units: number) => Math.round(units * 100);
export const toUnits = (cents: number) => cents / 100;

/**
 * THE money format of the app, for every amount a player reads (header balance, wallet, winners,
 * mail, records, VIP, agent, contracts): grouped, two decimals always (SPEC §2 balance), in the
 * page's language — Bangla digits on a Bangla page, like every other number there ("১২,৩৪৫.৬৭"),
 * "12,345.67" in English and Chinese — and, given the operator's currency (an ISO 4217 code from
 * the status), with its symbol where the language puts it ("৳12,345.67", "১২,৩৪৫.৬৭৳"). No other
 * formatter of money may exist (tests/page/money-format.test.ts scans for one).
 */
export function formatAmount(units: number, locale = 'en', currency?: string | null): string {
  return formatterFor(locale, 2, currency).format(Number.isFinite(units) ? units : 0);
}

/** "+12.50" / "−3.00" (a real minus sign) in the same format; zero has no sign. */
export function formatSignedAmount(units: number, locale = 'en', currency?: string | null): string {
  if (!Number.isFinite(units) || units === 0) return formatAmount(0, locale, currency);
  return `${units > 0 ? '+' : '\u2212'}${formatAmount(Math.abs(units), locale, currency)}`;
}

/**
 * Decimal odds and price multipliers ("1.98", "×9.50"): two decimals in the page's digits, never
 * a currency symbol — they are not money.
 */
export function formatOdds(value: number, locale = 'en'): string {
  return formatterFor(locale, 2, null).format(Number.isFinite(value) ? value : 0);
}

/**
 * A whole amount in the same digits, grouping and currency, without decimals: the jackpot
 * counter, a demo figure that only ever counts up in whole units.
 */
export function formatWholeAmount(units: number, locale = 'en', currency?: string | null): string {
  return formatterFor(locale, 0, currency).format(Number.isFinite(units) ? Math.floor(units) : 0);
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** `value` as a currency code the formatter knows, or null (an operator's typo shows no symbol). */
export function currencyCode(value: unknown): string | null {
  if (typeof value !== 'string' || !CURRENCY_CODE.test(value)) return null;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return !known || known.includes(value) ? value : null;
}

// One formatter per language, decimals and currency, made once: the winners board and the lists
// format on every render.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string, decimals: number, currency?: string | null): Intl.NumberFormat {
  const code = currencyCode(currency);
  const key = `${locale}:${decimals}:${code ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // The narrow symbol ("৳", "$"), not the code a language without its own symbol falls back to ("BDT 5.00").
      ...(code ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** What can be wrong with a typed figure before its value is looked at. */
export type TwoDecimalsProblem = 'required' | 'format' | 'decimals';

/**
 * A figure typed in a form with at most two decimals (an amount in cents, a rate in 0.01 steps),
 * or the first problem with its text. The range is the caller's to check.
 */
export function readTwoDecimals(text: string): { ok: true; value: number } | { ok: false; problem: TwoDecimalsProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'required' };
  if (!AMOUNT_TEXT.test(trimmed)) return { ok: false, problem: 'format' };
  if ((trimmed.split('.')[1]?.length ?? 0) > 2) return { ok: false, problem: 'decimals' };
  return { ok: true, value: Number(trimmed) };
}

/** The amount a form's text stands for, or the first problem with it. */
export function checkAmount(text: string, limits: AmountLimits): { ok: true; amount: number } | { ok: false; problem: AmountProblem } {
  const read = readTwoDecimals(text);
  if (!read.ok) return read;
  const amount = read.value;
  if (!(amount > 0) || amount < limits.min) return { ok: false, problem: 'below_min' };
  if (amount > limits.max) return { ok: false, problem: 'above_max' };
  if (limits.available !== undefined && amount > limits.available) return { ok: false, problem: 'above_balance' };
  return { ok: true, amount };
}

/**
 * `checkAmount` against a balance that may be an old copy (the device's header figure, read before
 * a deposit paid or a win settled): when the balance is what refuses, `freshBalance` is asked for
 * the server's figure and the check runs again on it, so a stale copy never refuses money the
 * member has. The server checks the balance again in any case; this only decides what to send.
 */
export async function checkAmountFresh(
  text: string,
  limits: AmountLimits,
  freshBalance: () => Promise<number | undefined>,
): Promise<ReturnType<typeof checkAmount>> {
  const checked = checkAmount(text, limits);
  if (checked.ok || checked.problem !== 'above_balance') return checked;
  const available = await freshBalance().catch(() => undefined);
  return available === undefined || available === limits.available ? checked : checkAmount(text, { ...limits, available });
}

/** Whether a figure in units has at most 2 decimals (cents), allowing for binary floating point. */
export const hasWholeCents = (units: number): boolean => Math.abs(units * 100 - Math.round(units * 100)) < 1e-6;

/** What a schema says of a figure with more than 2 decimals. */
export const WHOLE_CENTS_MESSAGE = 'must have at most 2 decimals';

/** The registry's schema of an amount in a money call's body: positive, at most 2 decimals. */
export const amountValue = z
  .number('must be a number')
  .positive('must be more than 0')
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`)
  .refine(hasWholeCents, WHOLE_CENTS_MESSAGE);
