/**
 * How many trial guests (SPEC §6 type 4) may be made: each is a member row, a session and, once it
 * plays, a ledger account, so an unbounded loop of "free trial" would fill the database. Per
 * address 3 an hour and 10 a day; over everyone 200 an hour, so many addresses together cannot
 * flood it either. Counted in rate_events (http/rate-limit.ts): every instance sees the same.
 */
import type { Db } from '../db/connection';
import { GLOBAL, take, type Rule, type Taken } from '../http/rate-limit';

const HOUR_MS = 3_600_000;
export const TRIAL_BUCKET_HOUR = 'trial:hour';
export const TRIAL_BUCKET_DAY = 'trial:day';
export const TRIAL_BUCKET_GLOBAL = 'trial:global';
export const TRIALS_PER_ADDRESS_HOUR = 3;
export const TRIALS_PER_ADDRESS_DAY = 10;
export const TRIALS_PER_HOUR_GLOBAL = 200;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The rules for one trial from `ip`. With the development helpers on (never in production) a
 * caller on this machine is the developer or the browser tests, who start many trials in a row:
 * only the global rule holds for them. Anyone else, and everyone in production, gets every rule.
 */
export function trialRules(ip: string, devHelpers: boolean): Rule[] {
  const global: Rule = { bucket: TRIAL_BUCKET_GLOBAL, subject: GLOBAL, limit: TRIALS_PER_HOUR_GLOBAL, windowMs: HOUR_MS };
  if (devHelpers && LOOPBACK.has(ip)) return [global];
  return [
    { bucket: TRIAL_BUCKET_HOUR, subject: ip, limit: TRIALS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
    { bucket: TRIAL_BUCKET_DAY, subject: ip, limit: TRIALS_PER_ADDRESS_DAY, windowMs: 24 * HOUR_MS },
    global,
  ];
}

/** Counts one trial from `ip` when every rule has room. */
export function takeTrial(db: Db, ip: string, devHelpers: boolean, now = new Date()): Promise<Taken> {
  return take(db, trialRules(ip, devHelpers), now);
}
