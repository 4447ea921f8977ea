/**
 * Query-string validation: a zod schema whose failure is a 400 envelope naming the field, so bad
 * input never reaches a handler (nor a 500). The handler reads the result as `c.req.valid('query')`.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { failure } from './envelope';

export function validQuery(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    const present = Object.entries(c.req.queries())
      // A repeated parameter stays an array, which the schema refuses ("must be given once").
      .map(([name, values]) => [name, values.length === 1 ? values[0] : values] as const)
      // Clients send empty parameters for "no filter" (e.g. gameClassify= for the "all" tab).
      .filter(([, value]) => value !== '');
    const result = schema.safeParse(Object.fromEntries(present));
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error));
    c.req.addValidatedData('query', result.data as object);
    await next();
  };
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
