/** Facts about the caller that only the HTTP layer knows: the merchant it names, its host and IP. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Env } from '../env';
import { siteHost } from '../hosts';
import { failure } from '../lib/envelope';
import { isKnownMerchant, requestedMerchant } from '../deposit/merchant';

/** A 404 envelope when the call names another merchant than the one this server hosts. */
export function rejectUnknownMerchant(c: Context, env: Env, fromQuery: string | undefined) {
  const merchant = requestedMerchant(c, fromQuery);
  if (isKnownMerchant(merchant, env.MERCHANT)) return undefined;
  return failure(c, 404, ERROR_CODE.unknownMerchant, `Unknown merchant '${merchant}': this server hosts '${env.MERCHANT}'`);
}

/**
 * host[:port] the site names itself by, so the domain route points back at this very server:
 * PUBLIC_ORIGIN's host when configured, else the one the client used (server/hosts.ts).
 */
export function requestHost(c: Context, env: Pick<Env, 'PUBLIC_ORIGIN'>): string {
  return siteHost(c.req.url, env);
}

/** What a request handled in process (app.request, no socket) has for an address. */
export const IN_PROCESS_ADDRESS = 'in-process';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? IN_PROCESS_ADDRESS;
  } catch {
    return IN_PROCESS_ADDRESS;
  }
}

/**
 * The player's address. Behind a trusted reverse proxy (env TRUSTED_PROXIES) the socket's address
 * is the proxy's and the player's is in X-Forwarded-For: read from the right, the first address
 * that is not one of our proxies (what a client wrote further left is its own claim). From anyone
 * else the header is ignored: believing it would let a caller pick a new address per request and
 * walk past every per-address limit.
 */
/** Whether the request came through one of our reverse proxies (env TRUSTED_PROXIES). */
export function viaTrustedProxy(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): boolean {
  return (env.TRUSTED_PROXIES ?? []).includes(socketAddress(c));
}

export function clientIp(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): string {
  const socket = socketAddress(c);
  const trusted = env.TRUSTED_PROXIES ?? [];
  if (!trusted.includes(socket)) return socket;
  const chain = (c.req.header('X-Forwarded-For') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.includes(chain[i]!)) return chain[i]!;
  return chain[0] ?? c.req.header('X-Real-IP')?.trim() ?? socket;
}
