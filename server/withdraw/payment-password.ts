/**
 * The payment password a withdrawal needs (SPEC §7 security: hasWithdrawalPassword,
 * paymentPassword): six digits, scrypt-hashed like the login password, set once. Wrong tries are
 * counted per member: the fifth in a row locks payment passwords for 15 minutes — while locked
 * even the right one is refused, so guessing 10^6 codes is not a matter of patience — and a right
 * one resets the count.
 *
 * Each try takes its place in the count BEFORE the password is checked (one conditional update
 * that only succeeds while the member is neither locked nor out of tries), and a right one gives
 * it back: so tries sent side by side get no more checks than tries one after another.
 *
 * A member who chose a payment password at registration (SPEC §5) has it on their member row;
 * it counts as set, and the first try moves it here with its counter.
 */
import type { PaymentPasswordStatus } from '../../src/api/withdraw-wire';
import { PAYMENT_PASSWORD_PATTERN } from '../../src/api/withdraw-wire';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { hashPassword, verifyPassword } from '../lib/password';

export const MAX_WRONG_PAYMENT_PASSWORDS = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

interface Stored {
  hash: string;
  failed: number;
  lockedUntil: string | null;
  /** Still only on the member row (set at registration). */
  fromRegistration: boolean;
}

async function stored(db: Db, memberId: number): Promise<Stored | null> {
  const row = await db.selectFrom('payment_passwords').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (row) return { hash: row.password_hash, failed: row.failed_attempts, lockedUntil: row.locked_until, fromRegistration: false };
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst();
  return member?.payment_password_hash ? { hash: member.payment_password_hash, failed: 0, lockedUntil: null, fromRegistration: true } : null;
}

const activeLock = (lockedUntil: string | null, now: Date) => (lockedUntil && Date.parse(lockedUntil) > now.getTime() ? lockedUntil : null);

export async function paymentPasswordStatus(db: Db, memberId: number, now = new Date()): Promise<PaymentPasswordStatus> {
  const found = await stored(db, memberId);
  return { hasWithdrawalPassword: found !== null, lockedUntil: found ? activeLock(found.lockedUntil, now) : null };
}

export type SetOutcome = { ok: true; status: PaymentPasswordStatus } | { ok: false; reason: 'format' | 'mismatch' | 'alreadySet' };

export async function setPaymentPassword(db: Db, memberId: number, password: string, confirm: string, now = new Date()): Promise<SetOutcome> {
  if (!PAYMENT_PASSWORD_PATTERN.test(password)) return { ok: false, reason: 'format' };
  if (password !== confirm) return { ok: false, reason: 'mismatch' };
  if (await stored(db, memberId)) return { ok: false, reason: 'alreadySet' };
  const hash = await hashPassword(password);
  // Two first settings racing: the primary key keeps the first, the other is told it is set.
  const result = await db
    .insertInto('payment_passwords')
    .values({ member_id: memberId, password_hash: hash, failed_attempts: 0, locked_until: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, reason: 'alreadySet' };
  return { ok: true, status: { hasWithdrawalPassword: true, lockedUntil: null } };
}

export type CheckOutcome =
  | { ok: true }
  | { ok: false; reason: 'notSet' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; lockedUntil: string };

export async function checkPaymentPassword(db: Db, memberId: number, password: string, now = new Date()): Promise<CheckOutcome> {
  const found = await stored(db, memberId);
  if (!found) return { ok: false, reason: 'notSet' };
  if (found.fromRegistration) await moveFromRegistration(db, memberId, found.hash, now);
  const reserved = await reserveTryWhenFree(db, memberId, now);
  if (!reserved.ok) return reserved;

  if (await verifyPassword(password, found.hash)) {
    await db.updateTable('payment_passwords').set({ failed_attempts: 0, locked_until: null }).where('member_id', '=', memberId).execute();
    return { ok: true };
  }
  if (reserved.failed < MAX_WRONG_PAYMENT_PASSWORDS) return { ok: false, reason: 'wrong', attemptsLeft: MAX_WRONG_PAYMENT_PASSWORDS - reserved.failed };
  // The last place's lock becomes the real one (count 0): five more wrong tries once it ends.
  await db.updateTable('payment_passwords').set({ failed_attempts: 0 }).where('member_id', '=', memberId).execute();
  return { ok: false, reason: 'locked', lockedUntil: reserved.lockedUntil! };
}

/** How long a try waits for the tries ahead of it to be checked (a few scrypts), and how often it looks. */
const WAIT_FOR_CHECKS_MS = 10_000;
const LOOK_AGAIN_MS = 25;

/**
 * A try that finds the last place taken by a try still being checked waits for its outcome: a
 * wrong one locks (this try is refused), a right one frees the count (this try is checked), as
 * one after the other.
 */
async function reserveTryWhenFree(db: Db, memberId: number, now: Date): Promise<Reserved> {
  const giveUpAt = Date.now() + WAIT_FOR_CHECKS_MS;
  for (;;) {
    const reserved = await reserveTry(db, memberId, now);
    if (reserved.ok || !reserved.busy || Date.now() >= giveUpAt) return reserved.ok ? reserved : { ok: false, reason: 'locked', lockedUntil: reserved.lockedUntil };
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

type Reserved = { ok: true; failed: number; lockedUntil: string | null } | Extract<CheckOutcome, { reason: 'locked' }>;

async function moveFromRegistration(db: Db, memberId: number, hash: string, now: Date): Promise<void> {
  await db
    .insertInto('payment_passwords')
    .values({ member_id: memberId, password_hash: hash, failed_attempts: 0, locked_until: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

/**
 * One more try counted as wrong until proven right, in one statement: PostgreSQL re-reads the row
 * after waiting for another try's update, SQLite has one writer, so no two tries take one place.
 * The last place locks at once, and stays locked unless its try was right, so a server dying
 * mid-check leaves a lock that ends, not a count stuck at its limit. Refused while locked: `busy`
 * unless the lock is final (the last try was wrong: count back at 0), so the caller looks again.
 */
async function reserveTry(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ ok: true; failed: number; lockedUntil: string | null } | { ok: false; busy: boolean; lockedUntil: string }> {
  const at = now.toISOString();
  const lockEnds = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS).toISOString();
  const lockEnded = sql<boolean>`locked_until is not null and locked_until <= ${at}`;
  const counted = sql<number>`case when ${lockEnded} then 1 else failed_attempts + 1 end`;
  const row = await db
    .updateTable('payment_passwords')
    .set({
      failed_attempts: counted,
      locked_until: sql<string | null>`case when ${counted} >= ${MAX_WRONG_PAYMENT_PASSWORDS} then ${lockEnds} else null end`,
    })
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([eb.and([eb('locked_until', 'is', null), eb('failed_attempts', '<', MAX_WRONG_PAYMENT_PASSWORDS)]), eb('locked_until', '<=', at)]),
    )
    .returning(['failed_attempts', 'locked_until'])
    .executeTakeFirst();
  if (row) return { ok: true, failed: Number(row.failed_attempts), lockedUntil: row.locked_until };
  const current = await db.selectFrom('payment_passwords').select(['failed_attempts', 'locked_until']).where('member_id', '=', memberId).executeTakeFirst();
  const locked = activeLock(current?.locked_until ?? null, now);
  // Only a wrong last try's lock (its count back at 0) is final; a place freed since is worth another look.
  const final = locked !== null && Number(current?.failed_attempts ?? 0) < MAX_WRONG_PAYMENT_PASSWORDS;
  return { ok: false, busy: !final, lockedUntil: locked ?? lockEnds };
}
