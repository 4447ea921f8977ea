/**
 * Query-string validation: a Hono validator over a zod schema that answers malformed input with
 * a 400 envelope naming the field, so bad input never reaches a handler (nor a 500).
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { failure } from './envelope';

export function validQuery<S extends z.ZodType>(schema: S) {
  return validator('query', (value, c: Context) => {
    // Clients send empty parameters for "no filter" (e.g. gameClassify= for the "all" tab).
    const present = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
    const result = schema.safeParse(present);
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error));
    return result.data as z.output<S>;
  });
}

/** "field: problem; …" for a 400 message; `root` names the input when the issue is about all of it. */
export function describeIssues(error: z.ZodError, root = 'query'): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || root;
      // Repeated parameters arrive as arrays; say so rather than "expected string".
      return `${field}: ${issue.code === 'invalid_type' && issue.message.includes('array') ? 'must be given once' : issue.message}`;
    })
    .join('; ');
}

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
export const textParam = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** Codes (merchant, vendor, classification, banner group): no spaces or markup. */
export const codeParam = (max = 32) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_.-]{1,${max}}$`), `must be 1-${max} letters, digits, _, . or -`)
    .optional();

/** e.g. en, bn, zh, zh-CN, zh_TW; normalised by services/language.ts. */
export const languageParam = z
  .string()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'must be a language code such as en, bn or zh')
  .optional();
