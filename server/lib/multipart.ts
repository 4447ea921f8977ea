/**
 * multipart/form-data bodies (the registry's 'multipart' encoding): text fields and files,
 * validated by the entry's zod schema like any body. A body larger than any call accepts is
 * refused before it is parsed, so nobody makes the server buffer a huge upload; each call checks
 * its own file limits (deposit receipts: server/lib/uploads.ts).
 *
 * For idempotency a File counts by its name, type, size and SHA-256 (an enumerable digest), so
 * the same key with another file is another request; its bytes ride along, not enumerable, so
 * they never enter a request hash.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { formFields } from './body';
import { failure } from './envelope';
import { describeIssues } from './query';

/** Whole body: one 5 MB image plus its fields and the multipart framing, with room to spare. */
export const MAX_MULTIPART_BYTES = 6 * 1024 * 1024;

const MULTIPART_TYPE = /^multipart\/form-data/i;

/** A validated file part: what it is, and its bytes (read with `fileBytes`). */
export interface FilePart {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

const BYTES = Symbol('bytes');

export function fileBytes(part: unknown): Uint8Array {
  const bytes = (part as { [BYTES]?: Uint8Array } | null)?.[BYTES];
  if (!bytes) throw new Error('not a validated file part');
  return bytes;
}

async function describeFile(file: File): Promise<FilePart> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const part: FilePart = { name: file.name, type: file.type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  Object.defineProperty(part, BYTES, { value: bytes, enumerable: false });
  return part;
}

export function validMultipart(schema: z.ZodType, maxBytes = MAX_MULTIPART_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const length = Number(c.req.header('Content-Length') ?? 0);
    if (length > maxBytes) return failure(c, 413, ERROR_CODE.uploadTooLarge, `A body may be at most ${maxBytes} bytes`);
    const raw = await formFields(c, MULTIPART_TYPE);
    const result = schema.safeParse(raw);
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error, 'body'));
    const value: Record<string, unknown> = { ...(result.data as Record<string, unknown>) };
    for (const [key, field] of Object.entries(value)) {
      if (field instanceof File) value[key] = await describeFile(field);
    }
    c.req.addValidatedData('form', value);
    await next();
  };
}
