/** Member writes and lookups of the account calls: by phone, new members, trial guests, sign-in. */
import { ACCOUNTS, accountId } from '../ledger';
import { randomBytes } from 'node:crypto';
import type { LoginValue } from '../../src/api/member-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { MemberRecord, NewRow } from '../db/schema';
import { issueSession } from '../access/auth';
import { accountKey, TRIAL_TYPE } from '../member/members';

/** '+880' → '880': how 004 stores a dialing code (the seed's demo accounts too). */
export const storedDialingCode = (dialingCode: string) => dialingCode.replace(/^\+/, '');

export function findMemberByMobile(db: Db, dialingCode: string, mobileNum: string): Promise<MemberRecord | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('mobile', '=', mobileNum.trim())
    .where('country_dialing_code', '=', storedDialingCode(dialingCode))
    .orderBy('id')
    .executeTakeFirst();
}

/** Thrown when the account key is taken (also by a concurrent registration that won the race). */
export class AccountTakenError extends Error {
  override readonly name = 'AccountTakenError';
}

export type NewMember = Omit<NewRow<'members'>, 'account_key' | 'created_at'>;

/**
 * Inserts a member and their wallet (0, or none for a trial guest: bets.ts credits on first play).
 * `alsoInside` runs in the same transaction (an affiliate link's hierarchy rows), so a member
 * never exists half made.
 */
export async function createMember(
  db: Db,
  values: NewMember,
  now = new Date(),
  alsoInside?: (trx: Executor, member: MemberRecord) => Promise<void>,
): Promise<MemberRecord> {
  const key = accountKey(values.account);
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('members').select('id').where('account_key', '=', key).executeTakeFirst();
    if (taken) throw new AccountTakenError(values.account);
    let member: MemberRecord;
    try {
      member = await trx
        .insertInto('members')
        .values({ ...values, account_key: key, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // The unique index caught a concurrent registration of the same name.
      if (error instanceof Error && /unique/i.test(error.message)) throw new AccountTakenError(values.account);
      throw error;
    }
    // A member's wallet exists from the start (empty); a trial guest's comes with its first round.
    if (member.type !== TRIAL_TYPE) await accountId(trx, ACCOUNTS.wallet(member.id), now);
    await alsoInside?.(trx, member);
    return member;
  });
}

/** A trial guest (SPEC §6 type 4): a generated name, no password, gone with its session's use. */
export function createTrialMember(db: Db, now = new Date()): Promise<MemberRecord> {
  const name = `trial${randomBytes(6).toString('hex')}`;
  return createMember(db, { account: name, password_hash: null, type: TRIAL_TYPE, nickname: 'Guest', club_label: '' }, now);
}

/** Starts a session; firstTimeLogin is true only for a member's very first sign-in. */
export async function signIn(db: Db, member: MemberRecord, ttlHours: number, now = new Date()): Promise<LoginValue> {
  const token = await issueSession(db, member.id, ttlHours, now);
  await db.updateTable('members').set({ last_login_at: now.toISOString() }).where('id', '=', member.id).execute();
  return { token, userName: member.account, type: member.type, firstTimeLogin: member.last_login_at === null };
}
