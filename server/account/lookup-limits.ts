/**
 * How often one address may ask whether a username is taken. The answer says whether an account
 * exists, so unthrottled it lists the site's members; a person filling in the registration form
 * asks a few times a minute at most. Counted in rate_events like the trial limits, so every
 * instance sees the same; with the development helpers on, this machine (the browser tests) is
 * not limited, as in account/trial-limits.ts.
 */
import type { Db } from '../db/connection';
import { take, type Rule, type Taken } from '../http/rate-limit';

export const USERNAME_CHECK_BUCKET_MINUTE = 'username:minute';
export const USERNAME_CHECK_BUCKET_DAY = 'username:day';
export const USERNAME_CHECKS_PER_MINUTE = 20;
export const USERNAME_CHECKS_PER_DAY = 300;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function usernameCheckRules(ip: string, devHelpers: boolean): Rule[] {
  if (devHelpers && LOOPBACK.has(ip)) return [];
  return [
    { bucket: USERNAME_CHECK_BUCKET_MINUTE, subject: ip, limit: USERNAME_CHECKS_PER_MINUTE, windowMs: 60_000 },
    { bucket: USERNAME_CHECK_BUCKET_DAY, subject: ip, limit: USERNAME_CHECKS_PER_DAY, windowMs: 24 * 3_600_000 },
  ];
}

/** Counts one username check from `ip` when every rule has room. */
export function takeUsernameCheck(db: Db, ip: string, devHelpers: boolean, now = new Date()): Promise<Taken> {
  return take(db, usernameCheckRules(ip, devHelpers), now);
}
