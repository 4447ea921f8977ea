/**
 * The reward centre's two actions: today's sign-in, and claiming a reached mission's reward.
 *
 * A claim pays ONE ledger transfer (bonus expense → main wallet, kind 'reward') whose key derives
 * from the member, the mission and the period — not from the request — so however many requests
 * with however many Idempotency-Keys ask, a period pays once. The claim row and the money commit
 * in one transaction; the row's unique (member, mission, period) is a second guard.
 */
import type { MissionClaimValue, MissionStatus, SignInValue } from '../../src/api/records-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, transfer } from '../ledger';
import { missionRow, missionState, utcDay } from './missions';

export const missionClaimKey = (memberId: number, code: string, periodKey: string) => `mission:${code}:${memberId}:${periodKey}`;

/** Today's sign-in; a repeat the same UTC day finds it there and changes nothing. */
export async function signIn(db: Db, memberId: number, now = new Date()): Promise<SignInValue> {
  const day = utcDay(now);
  const inserted = await db
    .insertInto('signins')
    .values({ member_id: memberId, day, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .executeTakeFirst();
  return { day, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export type MissionClaimOutcome =
  | { ok: true; value: MissionClaimValue }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notClaimable'; status: MissionStatus };

export async function claimMission(db: Db, memberId: number, code: string, now = new Date()): Promise<MissionClaimOutcome> {
  return inTransaction(db, async (trx): Promise<MissionClaimOutcome> => {
    const row = await missionRow(trx, code);
    if (!row) return { ok: false, reason: 'notFound' };
    // Inside the transaction: a claim queued behind another sees its row and reads 'claimed'.
    const state = await missionState(trx, memberId, row, now);
    if (state.status !== 'claim') return { ok: false, reason: 'notClaimable', status: state.status };

    const amountCents = Number(row.reward_cents);
    const key = missionClaimKey(memberId, code, state.periodKey);
    const paid = await transfer(trx, {
      key,
      debit: ACCOUNTS.bonusExpense,
      credit: ACCOUNTS.wallet(memberId),
      amountCents,
      kind: 'reward',
      memberId,
      reference: `mission:${code}`,
      now,
    });
    await trx
      .insertInto('mission_claims')
      .values({ member_id: memberId, mission_code: code, period_key: state.periodKey, amount_cents: amountCents, transfer_key: key, created_at: now.toISOString() })
      .execute();
    return {
      ok: true,
      value: { code, periodKey: state.periodKey, status: 'claimed', reward: amountCents / 100, balance: paid.transfer.creditAfterCents / 100 },
    };
  });
}
