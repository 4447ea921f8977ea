/**
 * Building blocks of the registry's schemas. Query parameters arrive as text, so the numeric and
 * boolean ones parse from their decimal or word form; every string is bounded so nothing
 * oversized reaches a query or a hash, and free text is cleaned of control, bidi and lone
 * surrogate characters (./clean-text.ts) before it is trimmed and measured.
 */
import { z } from 'zod';
import { cleanLine, cleanLines } from './clean-text';

/** A whole number within [min, max], from its decimal text; add .optional() or .default(n). */
export function intParam(min: number, max: number) {
  const range = `must be between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));
}

export const boolParam = z
  .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Free text such as a search term: trimmed, bounded. */
export const textParam = (max: number) => text(max).optional();

/** Codes (merchant, vendor, classification, banner group): no spaces or markup. */
export const codeParam = (max = 32) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_.-]{1,${max}}$`), `must be 1-${max} letters, digits, _, . or -`)
    .optional();

/** e.g. en, bn, zh, zh-CN, zh_TW; normalised by the server's language service. */
export const languageParam = z
  .string()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'must be a language code such as en, bn or zh')
  .optional();

/** A game's node id in a JSON body. */
export const nodeIdValue = z.number().int().positive().max(2 ** 31 - 1);

/** Bounded one-line text (a name, a title): cleaned, trimmed. */
export const text = (max: number) => z.string().overwrite(cleanLine).trim().max(max, `must be at most ${max} characters`);

/** Bounded text of several lines (a chat line, a feedback, a message): cleaned keeping line breaks, trimmed. */
export const multilineText = (max: number) => z.string().overwrite(cleanLines).trim().max(max, `must be at most ${max} characters`);

/** Optional body fields default to '' (SPEC §3); null counts as absent. */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');

/** The first and last days any date picker offers (SPEC §5 date picker, 2000 to 2030). */
export const DAY_MIN = '2000-01-01';
export const DAY_MAX = '2030-12-31';

/** A calendar day, YYYY-MM-DD, real, within the picker's range. */
export const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'must be a real date')
  .refine((v) => v >= DAY_MIN && v <= DAY_MAX, `must be between ${DAY_MIN} and ${DAY_MAX}`);
