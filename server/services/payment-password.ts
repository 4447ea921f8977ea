/**
 * The payment password a withdrawal needs (SPEC §7 security: hasWithdrawalPassword,
 * paymentPassword): six digits, scrypt-hashed like the login password, set once. Wrong tries are
 * counted per member: the fifth in a row locks payment passwords for 15 minutes — while locked
 * even the right one is refused, so guessing 10^6 codes is not a matter of patience — and a right
 * one resets the count.
 *
 * A member who chose a payment password at registration (SPEC §5) has it on their member row;
 * it counts as set, and the first wrong try moves it here with its counter.
 */
import type { PaymentPasswordStatus } from '../../src/api/withdraw-wire';
import { PAYMENT_PASSWORD_PATTERN } from '../../src/api/withdraw-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
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
  const locked = activeLock(found.lockedUntil, now);
  if (locked) return { ok: false, reason: 'locked', lockedUntil: locked };

  if (await verifyPassword(password, found.hash)) {
    if (found.failed > 0 || found.lockedUntil) {
      await db.updateTable('payment_passwords').set({ failed_attempts: 0, locked_until: null }).where('member_id', '=', memberId).execute();
    }
    return { ok: true };
  }
  return countWrong(db, memberId, found, now);
}

/** One more wrong try, counted in the database so tries sent side by side each count. */
async function countWrong(db: Db, memberId: number, found: Stored, now: Date): Promise<CheckOutcome> {
  return inTransaction(db, async (trx): Promise<CheckOutcome> => {
    if (found.fromRegistration) {
      await trx
        .insertInto('payment_passwords')
        .values({ member_id: memberId, password_hash: found.hash, failed_attempts: 0, locked_until: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
    const row = await trx
      .updateTable('payment_passwords')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('member_id', '=', memberId)
      .returning(['failed_attempts', 'locked_until'])
      .executeTakeFirstOrThrow();
    // Another try locked it while this one was being checked.
    const locked = activeLock(row.locked_until, now);
    if (locked) return { ok: false, reason: 'locked', lockedUntil: locked };
    if (row.failed_attempts < MAX_WRONG_PAYMENT_PASSWORDS) return { ok: false, reason: 'wrong', attemptsLeft: MAX_WRONG_PAYMENT_PASSWORDS - row.failed_attempts };
    const lockedUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS).toISOString();
    // The count starts again after the lock: five more wrong tries for the next one.
    await trx.updateTable('payment_passwords').set({ failed_attempts: 0, locked_until: lockedUntil }).where('member_id', '=', memberId).execute();
    return { ok: false, reason: 'locked', lockedUntil };
  });
}
