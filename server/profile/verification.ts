/**
 * SMS verification codes (SPEC §7 sms/noLogin, sms/register): 6 digits, valid 60 s (the
 * `expirationTime` the client's button counts down to), hashed, single use, dead after
 * MAX_ATTEMPTS wrong guesses. Sending is limited per number: one a minute, five an hour.
 * The "SMS" lands in dev_outbox (DESIGN §6) for tests and demos.
 *
 * The public SMS requests (sms/noLogin, sms/register) are also limited per caller and over
 * everyone (`smsRequestRules`), so nobody can pump SMS to many numbers at our cost.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { VerificationPurpose } from '../db/schema';
import { codeMatches, hashCode } from '../account/challenge-hash';
import { GLOBAL, type Rule } from '../http/rate-limit';

export const CODE_TTL_MS = 60_000;
const RESEND_GAP_MS = 60_000;
/** What a caller refused by sendCode's own per-number count is told to wait. */
export const RESEND_WAIT_MS = RESEND_GAP_MS;
const HOURLY_LIMIT = 5;
const HOUR_MS = 3_600_000;
const MAX_ATTEMPTS = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The limits of the public SMS requests, all in one place. Each request counts against every rule
 * whether or not an SMS actually leaves (an unknown number for noLogin, a taken one for register),
 * so the answers cannot tell a registered number from another.
 */
export const SMS_LIMITS = {
  /** One caller: a person asks for a handful of codes, a pumping script for hundreds. */
  perAddressHour: { bucket: 'sms-address-hour', limit: 5, windowMs: HOUR_MS },
  perAddressDay: { bucket: 'sms-address-day', limit: 20, windowMs: DAY_MS },
  /** Everyone together: a ceiling on the bill when the attack comes from many addresses. */
  global: { bucket: 'sms-global', limit: 300, windowMs: 10 * MINUTE_MS },
  /** One number, as sendCode counts its codes, but counted also when nothing is sent. */
  perNumberMinute: { bucket: 'sms-number-minute', limit: 1, windowMs: RESEND_GAP_MS },
  perNumberHour: { bucket: 'sms-number-hour', limit: HOURLY_LIMIT, windowMs: HOUR_MS },
} as const;

/** The rules one SMS request from `address` for the full number `recipient` must pass. */
export function smsRequestRules(address: string, recipient: string): Rule[] {
  const { perAddressHour, perAddressDay, global, perNumberMinute, perNumberHour } = SMS_LIMITS;
  return [
    { ...perAddressHour, subject: address },
    { ...perAddressDay, subject: address },
    { ...global, subject: GLOBAL },
    { ...perNumberMinute, subject: recipient },
    { ...perNumberHour, subject: recipient },
  ];
}

/** The rules of the SMS requests that concern the caller alone (not any number): what `smsWait` reads. */
export function smsCallerRules(address: string): Rule[] {
  const { perAddressHour, perAddressDay, global } = SMS_LIMITS;
  return [
    { ...perAddressHour, subject: address },
    { ...perAddressDay, subject: address },
    { ...global, subject: GLOBAL },
  ];
}

export type SendResult = { ok: true; expirationTime: number } | { ok: false; reason: 'rate_limited' };

export async function sendCode(db: Db, purpose: VerificationPurpose, recipient: string, now = new Date()): Promise<SendResult> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  // Counted across purposes: the limit protects the phone, whatever the reason for the SMS.
  const recent = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('recipient', '=', recipient)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (recent.length >= HOURLY_LIMIT || (last && Date.parse(last.created_at) > now.getTime() - RESEND_GAP_MS)) {
    return { ok: false, reason: 'rate_limited' };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = now.getTime() + CODE_TTL_MS;
  await inTransaction(db, async (trx) => {
    // A new code replaces the older ones for this purpose: only the latest SMS counts.
    await trx
      .updateTable('verification_codes')
      .set({ used_at: now.toISOString() })
      .where('recipient', '=', recipient)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('verification_codes')
      .values({
        purpose,
        recipient,
        code_hash: '',
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: new Date(expires).toISOString(),
        used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Salted by the row id, which exists only after the insert.
    await trx.updateTable('verification_codes').set({ code_hash: hashCode(id, code) }).where('id', '=', id).execute();
    await trx
      .insertInto('dev_outbox')
      .values({ channel: 'sms', recipient, body: `Your verification code is ${code}. It expires in 60 seconds.`, created_at: now.toISOString() })
      .execute();
  });
  return { ok: true, expirationTime: expires };
}

/**
 * Tells a number's owner that someone asked to register it: no code, since the number already
 * has an account, and only they read it, so only they learn the number is taken.
 */
export async function sendTakenNotice(db: Db, recipient: string, now = new Date()): Promise<void> {
  await db
    .insertInto('dev_outbox')
    .values({
      channel: 'sms',
      recipient,
      body: 'Someone tried to register with your number. It already has an account: sign in, or reset your password if you forgot it.',
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * The id of the live code `code` matches, or undefined (a wrong guess is counted). Does not use the
 * code up: call `consumeCode` once the action it authorises has succeeded, so a refused request
 * (e.g. modify.new.old.same) can be corrected and resent with the same SMS.
 */
export async function matchCode(db: Db, purpose: VerificationPurpose, recipient: string, code: string, now = new Date()) {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('recipient', '=', recipient)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', MAX_ATTEMPTS)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || !code) return undefined;
  if (codeMatches(row.id, code, row.code_hash)) return row.id;
  await db.updateTable('verification_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
  return undefined;
}

/** Uses a code up; false when another request used it first. */
export async function consumeCode(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
