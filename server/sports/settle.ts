/**
 * Settlement at full time. One transaction per match: the match moves finished → settled by a
 * conditional update, so a second run (or a second instance) finds nothing to do; its open legs
 * get their results; and every bet with such a leg is decided when it can be: lost as soon as a
 * leg lost, won (and paid) once every leg won. The win's ledger key `sports-win:<betNo>` pays a
 * bet once whatever happens. Its bets row turns 'settled' with the decision: only from then does
 * its stake count toward rebate, VIP, missions and agent pay (server/records/settled-stakes.ts).
 */
import type { SportSelection } from '../../src/api/sports-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, transfer } from '../ledger';
import { accumulatorPayoutCents } from './payout';

export const winKey = (betNo: string) => `sports-win:${betNo}`;

export function fullTimeResult(score: { home: number; away: number }): SportSelection {
  return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
}

/** Settles a finished match's bets; false when it was not (or no longer) waiting for that. */
export async function settleMatch(db: Db, matchId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('sport_matches')
      .set({ status: 'settled', settled_at: now.toISOString() })
      .where('id', '=', matchId)
      .where('status', '=', 'finished')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const match = await trx.selectFrom('sport_matches').select(['home_score', 'away_score']).where('id', '=', matchId).executeTakeFirstOrThrow();
    const result = fullTimeResult({ home: match.home_score, away: match.away_score });

    const betIds = (await trx.selectFrom('sport_bet_legs').select('bet_id').distinct().where('match_id', '=', matchId).where('result', '=', 'open').execute())
      .map((row) => row.bet_id)
      .sort((a, b) => a - b);
    await trx.updateTable('sport_bet_legs').set({ result: 'won' }).where('match_id', '=', matchId).where('result', '=', 'open').where('selection', '=', result).execute();
    await trx.updateTable('sport_bet_legs').set({ result: 'lost' }).where('match_id', '=', matchId).where('result', '=', 'open').where('selection', '!=', result).execute();
    // In id order: transactions settling two matches of one accumulator take the bets' locks alike.
    for (const betId of betIds) await decideBet(trx, betId, now);
    return true;
  });
}

/** Lost if any leg lost, won if every leg won, else still open. */
async function decideBet(trx: Executor, betId: number, now: Date): Promise<void> {
  // Lock the bet first: a transaction settling another of its matches then reads its legs after
  // this one committed, so the last leg's settlement always sees every other leg's result.
  await trx.updateTable('sport_bets').set((eb) => ({ status: eb.ref('status') })).where('id', '=', betId).execute();
  const bet = await trx.selectFrom('sport_bets').selectAll().where('id', '=', betId).where('status', '=', 'open').executeTakeFirst();
  if (!bet) return;
  const legs = await trx.selectFrom('sport_bet_legs').select(['result', 'price_hundredths']).where('bet_id', '=', betId).execute();
  const lost = legs.some((leg) => leg.result === 'lost');
  const won = !lost && legs.every((leg) => leg.result === 'won');
  if (!lost && !won) return;

  const payoutCents = won ? accumulatorPayoutCents(Number(bet.stake_cents), legs.map((leg) => leg.price_hundredths)) : 0;
  const settledAt = now.toISOString();
  await trx
    .updateTable('sport_bets')
    .set({ status: won ? 'won' : 'lost', payout_cents: payoutCents, settled_at: settledAt })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .execute();
  if (bet.bet_id !== null) {
    await trx.updateTable('bets').set({ payout_cents: payoutCents, status: 'settled', settled_at: settledAt }).where('id', '=', bet.bet_id).execute();
  }
  if (payoutCents > 0) {
    await transfer(trx, {
      key: winKey(bet.bet_no),
      debit: ACCOUNTS.house,
      credit: ACCOUNTS.wallet(bet.member_id),
      amountCents: payoutCents,
      kind: 'win',
      reference: `sports-stake:${bet.bet_no}`,
      now,
    });
  }
}
