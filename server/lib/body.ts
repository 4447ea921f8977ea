/**
 * Body validation, the twin of lib/query.ts: a zod schema, a 400 envelope naming the field.
 * - JSON: a body sent without a JSON content type counts as {}, so required fields still fail;
 *   unparseable JSON is a 400 of its own.
 * - Forms (application/x-www-form-urlencoded or multipart): anything else, or a body that does not
 *   parse, counts as no fields, so zod says which are missing.
 * Handlers read the result as `c.req.valid('json')` or `c.req.valid('form')`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { failure } from './envelope';
import { describeIssues } from './query';

// application/json and its structured variants (application/merge-patch+json…).
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPE = /application\/x-www-form-urlencoded|multipart\/form-data/i;

const mediaType = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();

export function validJson(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    let value: unknown = {};
    if (JSON_TYPE.test(mediaType(c))) {
      try {
        value = await c.req.json();
      } catch {
        return failure(c, 400, ERROR_CODE.invalidParameter, 'body: malformed JSON');
      }
    }
    const result = schema.safeParse(value);
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error, 'body'));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

/** The fields of a form body whose Content-Type matches `accepted`; {} for anything else. */
export async function formFields(c: Context, accepted: RegExp = FORM_TYPE): Promise<Record<string, unknown>> {
  if (!accepted.test(c.req.header('Content-Type') ?? '')) return {};
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

export function validForm(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    const result = schema.safeParse(await formFields(c));
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error, 'body'));
    c.req.addValidatedData('form', result.data as object);
    await next();
  };
}
