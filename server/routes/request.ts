/** Facts about the caller that only the HTTP layer knows: the merchant it names, its host and IP. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Env } from '../env';
import { failure } from '../lib/envelope';
import { isKnownMerchant, requestedMerchant } from '../services/merchant';

/** A 404 envelope when the call names another merchant than the one this server hosts. */
export function rejectUnknownMerchant(c: Context, env: Env, fromQuery: string | undefined) {
  const merchant = requestedMerchant(c, fromQuery);
  if (isKnownMerchant(merchant, env.MERCHANT)) return undefined;
  return failure(c, 404, ERROR_CODE.unknownMerchant, `Unknown merchant '${merchant}': this server hosts '${env.MERCHANT}'`);
}

/** host[:port] the client used, so the domain route points back at this very server. */
export function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

export function clientIp(c: Context): string {
  // Behind a reverse proxy the socket address is the proxy's; the forwarded one is the player's.
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() || c.req.header('X-Real-IP')?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
