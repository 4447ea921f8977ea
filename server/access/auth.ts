/**
 * Sessions (DESIGN §6): tokens are 32 random bytes (base64url) handed to the client once; the
 * database keeps only their SHA-256, so a leaked database holds no usable token. Each session
 * expires after TOKEN_TTL_HOURS and can be revoked (logout).
 *
 * `requireMember` guards member calls: no or unknown token → 401 not_logged_in, expired or
 * revoked → 401 account_logged_out (SPEC §8), so the client can tell "sign in" from "signed out".
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import { failure } from '../lib/envelope';

const TOKEN_BYTES = 32;
const HOUR_MS = 3_600_000;
// Anything longer or with other characters cannot be one of ours; no need to hash it.
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._~+/=-]{16,256}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token a request carries: the Authorization header, raw (the wps client sends it bare) or
 * as `Bearer …`; '' when there is none. Never from the query string, though SPEC §7 shows some
 * calls passing `token` there: a URL ends up in access logs, proxies and the browser's history.
 */
export function requestToken(c: Context): string {
  return c.req.header('Authorization')?.trim().replace(/^Bearer\s+/i, '') ?? '';
}

/** Start a session for a member; the raw token is returned once and never stored. */
export async function issueSession(db: Db, memberId: number, ttlHours: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlHours * HOUR_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export type TokenCheck =
  | { ok: true; member: MemberRecord; tokenHash: string }
  | { ok: false; errorCode: typeof ERROR_CODE.notLoggedIn | typeof ERROR_CODE.accountLoggedOut };

export async function checkToken(db: Db, token: string, now = new Date()): Promise<TokenCheck> {
  if (!PLAUSIBLE_TOKEN.test(token)) return { ok: false, errorCode: ERROR_CODE.notLoggedIn };
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .select(['sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { ok: false, errorCode: ERROR_CODE.notLoggedIn };
  // ISO-8601 UTC strings of one format compare like the instants they name.
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) {
    return { ok: false, errorCode: ERROR_CODE.accountLoggedOut };
  }
  const { expires_at: _expires, revoked_at: _revoked, ...member } = row;
  return { ok: true, member, tokenHash };
}

/** Idempotent: revoking an unknown or already revoked token changes nothing and is no error. */
export async function revokeToken(db: Db, token: string, now = new Date()): Promise<void> {
  if (!PLAUSIBLE_TOKEN.test(token)) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

const AUTH_MESSAGES = {
  [ERROR_CODE.notLoggedIn]: 'Not logged in',
  [ERROR_CODE.accountLoggedOut]: 'Account logged out: please log in again',
} as const;

export interface AuthVariables {
  member: MemberRecord;
  tokenHash: string;
}

/** Guards a route: sets `member` (and `tokenHash`) for the handler, or answers 401. */
export function requireMember(db: Db) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const check = await checkToken(db, requestToken(c));
    if (!check.ok) {
      c.header('Cache-Control', 'no-store');
      return failure(c, 401, check.errorCode, AUTH_MESSAGES[check.errorCode]);
    }
    c.set('member', check.member);
    c.set('tokenHash', check.tokenHash);
    await next();
  });
}

/**
 * For calls open to guests whose answer a member sees with their own flags (registry cache class
 * 'shared-or-user': announcement read marks, promotion status): the signed-in member, or null for
 * a guest. A stale or unknown token counts as a guest; it is never an error here.
 */
export async function memberIfSignedIn(db: Db, c: Context): Promise<MemberRecord | null> {
  const token = requestToken(c);
  if (!token) return null;
  const check = await checkToken(db, token);
  return check.ok ? check.member : null;
}
