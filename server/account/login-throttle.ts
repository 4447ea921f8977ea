/**
 * Login throttling, within a 15-minute window, built so that nobody can lock an owner out:
 *
 * - An account's failures, from anywhere, only bring the captcha (3 failures): the owner, who
 *   knows the password, still gets in with it.
 * - The hard lock (429) holds the ADDRESS that failed: 10 failures for one account from one
 *   address lock that pair for 15 minutes; the owner elsewhere is not touched.
 * - An address failing across accounts (password spraying) needs the captcha for every account
 *   after 30 failures and is refused outright after 100.
 * - More than 1,000 failures everywhere (credential stuffing from many addresses) turn the captcha
 *   on for everyone until the window has passed.
 *
 * Keyed by account key, whether or not the account exists, so the answers never reveal which
 * accounts are real. Every count reads login_failures (one row per failure, account and address
 * together) and every lock is a login_locks row, so all instances of the server agree.
 *
 * Tries sent side by side must not slip past these counts: each try reserves its failure row
 * BEFORE anything is checked, and only then counts, itself included. Every reservation is
 * committed before its own count, so of N tries at once the k-th to count sees at least k rows:
 * no more of them pass a threshold than would one after another. A try refused before its check
 * (captcha, lock) takes its row back; a right password removes it with the address's others.
 */
import type { Db } from '../db/connection';

export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
export const LOCK_PAIR_AFTER_FAILURES = 10;
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 30;
export const LOCK_ADDRESS_AFTER_FAILURES = 100;
/** Above this many failures in the window, over all accounts and addresses, everyone needs the captcha. */
export const CAPTCHA_FOR_ALL_ABOVE = 1_000;

/** The account_key of a lock that holds an address for every account. */
export const ANY_ACCOUNT = '*';

const since = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

async function countFailures(db: Db, where: { account?: string; ip?: string }, now: Date): Promise<number> {
  let query = db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since(now));
  if (where.account !== undefined) query = query.where('account_key', '=', where.account);
  if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** When the lock on this address (for this account, or for all) ends; undefined when there is none. */
export async function lockedUntil(db: Db, accountKey: string, ip: string, now = new Date()): Promise<Date | undefined> {
  const row = await db
    .selectFrom('login_locks')
    .select((eb) => eb.fn.max('locked_until').as('until'))
    .where('ip', '=', ip)
    .where('account_key', 'in', [accountKey, ANY_ACCOUNT])
    .where('locked_until', '>', now.toISOString())
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : undefined;
}

export async function captchaNeeded(db: Db, accountKey: string, ip: string, now = new Date()): Promise<boolean> {
  const [byAccount, byAddress, everywhere] = await Promise.all([
    countFailures(db, { account: accountKey }, now),
    countFailures(db, { ip }, now),
    countFailures(db, {}, now),
  ]);
  return byAccount >= CAPTCHA_AFTER_ACCOUNT_FAILURES || byAddress >= CAPTCHA_AFTER_ADDRESS_FAILURES || everywhere > CAPTCHA_FOR_ALL_ABOVE;
}

async function lock(db: Db, accountKey: string, ip: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + LOCK_MS).toISOString();
  await db
    .insertInto('login_locks')
    .values({ account_key: accountKey, ip, locked_until: until })
    .onConflict((oc) => oc.columns(['account_key', 'ip']).doUpdateSet({ locked_until: until }))
    .execute();
}

/** A try, counted as a failure from before its check until a right answer takes it back. */
export interface Attempt {
  id: number;
  accountKey: string;
  ip: string;
  now: Date;
}

/** Reserves this try's failure row, in one statement of its own, before anything is checked. */
export async function reserveAttempt(db: Db, accountKey: string, ip: string, now = new Date()): Promise<Attempt> {
  const row = await db
    .insertInto('login_failures')
    .values({ account_key: accountKey, ip, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), accountKey, ip, now };
}

/**
 * What the failures before this try (every row but its own) allow it: the same thresholds as
 * `recordFailure`, read one try earlier.
 */
export async function attemptAllowance(db: Db, attempt: Attempt): Promise<{ locked: boolean; captcha: boolean }> {
  const { accountKey, ip, now } = attempt;
  const [pair, address, account, everywhere] = await Promise.all([
    countFailures(db, { account: accountKey, ip }, now),
    countFailures(db, { ip }, now),
    countFailures(db, { account: accountKey }, now),
    countFailures(db, {}, now),
  ]);
  // Each count includes this try's own row. Past a lock's threshold the try is refused; the lock
  // itself is written by the failure that reaches it (recordFailure), not by tries still in flight.
  const locked = pair - 1 >= LOCK_PAIR_AFTER_FAILURES || address - 1 >= LOCK_ADDRESS_AFTER_FAILURES;
  const captcha =
    account - 1 >= CAPTCHA_AFTER_ACCOUNT_FAILURES || address - 1 >= CAPTCHA_AFTER_ADDRESS_FAILURES || everywhere - 1 > CAPTCHA_FOR_ALL_ABOVE;
  return { locked, captcha };
}

/** A try refused before its check (no captcha, a wrong one, a lock) tried nothing: its row goes. */
export async function releaseAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
}

/**
 * The try's check failed: its reserved row stays as the failure. Says whether this address is now
 * locked (for this account or for all) and whether the next try needs a captcha.
 */
export async function recordFailure(db: Db, attempt: Attempt) {
  const { accountKey, ip, now } = attempt;
  const [pair, address] = await Promise.all([countFailures(db, { account: accountKey, ip }, now), countFailures(db, { ip }, now)]);
  let locked = false;
  if (pair >= LOCK_PAIR_AFTER_FAILURES) {
    await lock(db, accountKey, ip, now);
    locked = true;
  }
  if (address >= LOCK_ADDRESS_AFTER_FAILURES) {
    await lock(db, ANY_ACCOUNT, ip, now);
    locked = true;
  }
  return { locked, captcha: locked || (await captchaNeeded(db, accountKey, ip, now)) };
}

/**
 * A success from this address forgets this address's failures for the account up to its own try,
 * and its lock. The failures from other addresses stay: an attacker's tries elsewhere keep asking
 * for the captcha until they leave the window, whoever signs in meanwhile. Tries from this address
 * reserved after this one keep their rows: they are still being checked.
 */
export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  const { accountKey, ip } = attempt;
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).where('ip', '=', ip).where('id', '<=', attempt.id).execute();
  await db.deleteFrom('login_locks').where('account_key', '=', accountKey).where('ip', '=', ip).execute();
}

/** Failures older than the window count for nothing; locks that ended hold nothing (cleanup job). */
export async function purgeLoginThrottle(db: Db, now = new Date()): Promise<{ failures: number; locks: number }> {
  const failures = await db.deleteFrom('login_failures').where('created_at', '<=', since(now)).executeTakeFirst();
  const locks = await db.deleteFrom('login_locks').where('locked_until', '<=', now.toISOString()).executeTakeFirst();
  return { failures: Number(failures.numDeletedRows), locks: Number(locks.numDeletedRows) };
}
