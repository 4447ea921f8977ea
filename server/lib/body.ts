/**
 * JSON body validation, the body twin of lib/query.ts: a zod schema, a 400 envelope naming the
 * field. Unparseable JSON is rejected by Hono itself (HTTPException 400), which app.ts turns into
 * the same 400 envelope.
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { failure } from './envelope';
import { describeIssues } from './query';

export function validJson<S extends z.ZodType>(schema: S) {
  // A body sent without a JSON content type reaches us as {}, so required fields still fail.
  return validator('json', (value, c: Context) => {
    const result = schema.safeParse(value);
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error, 'body'));
    return result.data as z.output<S>;
  });
}
