/**
 * Opens the sealed bodies of login, register and set-password (the twin of src/api/sealed-body.ts):
 * RSA-OAEP-SHA256 unwraps the AES key from the `Encryption` header, AES-256-GCM decrypts
 * base64(iv ‖ ciphertext+tag). The GCM tag makes any tampering an error, never garbage JSON.
 *
 * `sealedJson` is the middleware for those calls: no header → 400 encryption_required (a plain
 * body is refused, SPEC §7); anything that does not open → 400 invalid_parameter; then zod.
 */
import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/error-codes';
import { ENCRYPTION_HEADER } from '../../src/api/sealed-body';
import { failure } from './envelope';
import { describeIssues } from './query';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;
/** A registration payload is a few KB; anything far larger is not one of ours. */
export const MAX_SEALED_CHARS = 64 * 1024;
// Strict: Buffer.from(…, 'base64') silently skips junk, which would hide a garbled body.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export class UnsealError extends Error {
  override readonly name = 'UnsealError';
}

function strictBase64(text: string, what: string): Buffer {
  const trimmed = text.trim();
  if (trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) throw new UnsealError(`${what} is not base64`);
  return Buffer.from(trimmed, 'base64');
}

/** The JSON text inside a sealed body; throws UnsealError when it does not open with this key. */
export function openBody(privateKey: KeyObject, encryptionHeader: string, body: string): string {
  if (body.length > MAX_SEALED_CHARS) throw new UnsealError('body too large');
  const wrapped = strictBase64(encryptionHeader, 'Encryption header');
  const sealed = strictBase64(body, 'body');
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new UnsealError('body too short');
  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
  } catch {
    throw new UnsealError('the key does not unwrap');
  }
  if (aesKey.length !== AES_KEY_BYTES) throw new UnsealError('the key is not AES-256');
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const cipher = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(cipher), decipher.final()]).toString('utf8');
  } catch {
    throw new UnsealError('the body does not decrypt');
  }
}

export type SealedVariables<T> = { sealed: T };

/**
 * Opens, parses and validates a sealed JSON body; the handler reads it as `c.get('sealed')`.
 * `privateKey` is looked up per request so the key pair can be created lazily on first use.
 */
export function sealedJson<S extends z.ZodType>(schema: S, privateKey: () => Promise<KeyObject>) {
  return createMiddleware<{ Variables: SealedVariables<z.output<S>> }>(async (c: Context, next) => {
    c.header('Cache-Control', 'no-store');
    const header = c.req.header(ENCRYPTION_HEADER)?.trim();
    if (!header) return failure(c, 400, ERROR_CODE.encryptionRequired, 'This call needs a sealed body (Encryption header)');
    // Refuse an oversized body before reading it into memory.
    if (Number(c.req.header('Content-Length') ?? 0) > MAX_SEALED_CHARS) {
      return failure(c, 400, ERROR_CODE.invalidParameter, 'Sealed body: too large');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(openBody(await privateKey(), header, await c.req.text()));
    } catch (error) {
      if (error instanceof UnsealError || error instanceof SyntaxError) {
        return failure(c, 400, ERROR_CODE.invalidParameter, `Sealed body: ${error instanceof UnsealError ? error.message : 'not JSON'}`);
      }
      throw error;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(result.error, 'body'));
    c.set('sealed', result.data as z.output<S>);
    await next();
  });
}
