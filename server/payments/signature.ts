/**
 * Payment callbacks' signature, the one credential a gateway has: a callback is trusted only when
 * X-Gateway-Signature is the HMAC-SHA256 of its canonical JSON body with the gateway secret. The
 * secret is GATEWAY_SECRET (production requires it); the demo without one generates a random
 * secret once and keeps it in the settings table, so it survives restarts and is never in the
 * repository.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import { canonicalJson } from '../lib/canonical-json';

export const SIGNATURE_HEADER = 'X-Gateway-Signature';
const SECRET_SETTING = 'gatewaySecret';

export async function gatewaySecret(db: Db, env: Pick<Env, 'GATEWAY_SECRET'>): Promise<string> {
  if (env.GATEWAY_SECRET) return env.GATEWAY_SECRET;
  // Insert-if-absent then read: two first callers agree on whichever secret landed.
  await db
    .insertInto('settings')
    .values({ key: SECRET_SETTING, value: JSON.stringify(randomBytes(32).toString('hex')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SECRET_SETTING).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}

export function signBody(secret: string, body: unknown): string {
  return createHmac('sha256', secret).update(canonicalJson(body)).digest('hex');
}

export function signatureValid(secret: string, body: unknown, signature: string | undefined): boolean {
  if (!signature || !/^[a-f0-9]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
