/**
 * Login throttling: within a 15-minute window, 3 failures for an account or 10 from one
 * address make the next try need a captcha; 10 failures for an account lock it for 15 minutes.
 * Keyed by account key, whether or not the account exists, so the answers never reveal which
 * accounts are real. A success clears the account's failures (not the address's). The lock lasts
 * as long as the window, so the failures behind it have left the window when it ends.
 */
import type { Db } from '../db/connection';

export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
export const CAPTCHA_AFTER_IP_FAILURES = 10;
export const LOCK_AFTER_FAILURES = 10;

const since = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

async function countFailures(db: Db, column: 'account_key' | 'ip', value: string, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since(now))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function isLocked(db: Db, accountKey: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('login_locks').select('locked_until').where('account_key', '=', accountKey).executeTakeFirst();
  return row !== undefined && row.locked_until > now.toISOString();
}

export async function captchaNeeded(db: Db, accountKey: string, ip: string, now = new Date()): Promise<boolean> {
  const [byAccount, byIp] = await Promise.all([countFailures(db, 'account_key', accountKey, now), countFailures(db, 'ip', ip, now)]);
  return byAccount >= CAPTCHA_AFTER_ACCOUNT_FAILURES || byIp >= CAPTCHA_AFTER_IP_FAILURES;
}

/** Records a failure; says whether the account is now locked and whether the next try needs a captcha. */
export async function recordFailure(db: Db, accountKey: string, ip: string, now = new Date()) {
  await db.insertInto('login_failures').values({ account_key: accountKey, ip, created_at: now.toISOString() }).execute();
  // Old rows only ever matter inside the window.
  await db.deleteFrom('login_failures').where('created_at', '<', new Date(now.getTime() - 2 * WINDOW_MS).toISOString()).execute();
  const failures = await countFailures(db, 'account_key', accountKey, now);
  let locked = false;
  if (failures >= LOCK_AFTER_FAILURES) {
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    await db
      .insertInto('login_locks')
      .values({ account_key: accountKey, locked_until: lockedUntil })
      .onConflict((oc) => oc.column('account_key').doUpdateSet({ locked_until: lockedUntil }))
      .execute();
    locked = true;
  }
  return { locked, captcha: locked || (await captchaNeeded(db, accountKey, ip, now)) };
}

export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
  await db.deleteFrom('login_locks').where('account_key', '=', accountKey).execute();
}
