/**
 * Settlement of a drawn draw. One transaction per draw: the draw moves drawn → settled by a
 * conditional update, so a second run (a double tick, a second instance) finds nothing to claim
 * and pays nothing; then every open suborder of the draw is decided by suborderPayoutCents
 * against the main result, its bets row gets the payout and the result, and a win moves
 * house → wallet under `lottery-win:<suborderId>`.
 */
import type { OutcomeSummary } from '../../src/api/records-wire';
import { suborderPayoutCents, type LotteryBetType } from '../../src/api/lottery-rules';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, transfer } from '../ledger';
import { stakeKey, winKey } from './keys';

/** Settles the draw; false when it was not (or no longer) waiting for that. */
export async function settleDraw(db: Db, drawId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const settledAt = now.toISOString();
    const claimed = await trx
      .updateTable('lottery_draws')
      .set({ status: 'settled', settled_at: settledAt })
      .where('id', '=', drawId)
      .where('status', '=', 'drawn')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const draw = await trx.selectFrom('lottery_draws').select(['game_code', 'draw_no', 'result']).where('id', '=', drawId).executeTakeFirstOrThrow();
    if (draw.result === null) throw new Error(`draw ${drawId} is drawn without a result`);
    const result = draw.result;

    const open = await trx
      .selectFrom('lottery_suborders as s')
      .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
      .select(['s.id', 's.bet_type', 's.pick', 's.stake_cents', 's.odds_hundredths', 's.bet_id', 'o.member_id', 'o.order_no'])
      .where('o.draw_id', '=', drawId)
      .where('s.status', '=', 'open')
      .orderBy('s.id')
      .execute();
    for (const sub of open) {
      const payoutCents = suborderPayoutCents(sub.bet_type as LotteryBetType, sub.pick, Number(sub.stake_cents), sub.odds_hundredths, result);
      await decide(trx, { ...sub, payoutCents, result, gameCode: draw.game_code, drawNo: draw.draw_no }, now);
    }
    return true;
  });
}

interface Decision {
  id: number;
  bet_type: string;
  pick: string;
  bet_id: number | null;
  member_id: number;
  order_no: string;
  payoutCents: number;
  result: string;
  gameCode: string;
  drawNo: string;
}

async function decide(trx: Executor, d: Decision, now: Date): Promise<void> {
  const settledAt = now.toISOString();
  const updated = await trx
    .updateTable('lottery_suborders')
    .set({ status: d.payoutCents > 0 ? 'won' : 'lost', payout_cents: d.payoutCents, settled_at: settledAt })
    .where('id', '=', d.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  if (d.bet_id !== null) {
    const outcome: OutcomeSummary = { kind: 'lottery', gameCode: d.gameCode, drawNo: d.drawNo, betType: d.bet_type, pick: d.pick, result: d.result };
    await trx
      .updateTable('bets')
      .set({ payout_cents: d.payoutCents, status: 'settled', settled_at: settledAt, outcome: JSON.stringify(outcome) })
      .where('id', '=', d.bet_id)
      .execute();
  }
  if (d.payoutCents > 0) {
    await transfer(trx, {
      key: winKey(d.id),
      debit: ACCOUNTS.house,
      credit: ACCOUNTS.wallet(d.member_id),
      amountCents: d.payoutCents,
      kind: 'win',
      reference: stakeKey(d.order_no),
      now,
    });
  }
}
