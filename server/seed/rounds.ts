/** The demo's past game rounds, written as live play writes them. */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, transfer } from '../ledger';

export interface PlayedRound {
  nodeId: number;
  stakeCents: number;
  payoutCents: number;
  /** What the game showed, stored as the bet's outcome. */
  outcome: object;
  at: Date;
}

/**
 * Like server/records/bets.ts: the stake to the house, the bets row, the win back, under the
 * ledger keys a live round uses, so the wallet's history and the bet records read as if played.
 */
export async function writePlayedRound(db: Kysely<LobbyDatabase>, memberId: number, roundId: string, round: PlayedRound): Promise<void> {
  const wallet = ACCOUNTS.wallet(memberId);
  const reference = `bet:${roundId}`;
  await transfer(db, { key: reference, debit: wallet, credit: ACCOUNTS.house, amountCents: round.stakeCents, kind: 'bet', reference, now: round.at });
  await db
    .insertInto('bets')
    .values({
      member_id: memberId,
      node_id: round.nodeId,
      round_id: roundId,
      stake_cents: round.stakeCents,
      payout_cents: round.payoutCents,
      outcome: JSON.stringify(round.outcome),
      created_at: round.at.toISOString(),
    })
    .execute();
  if (round.payoutCents > 0) {
    await transfer(db, { key: `win:${roundId}`, debit: ACCOUNTS.house, credit: wallet, amountCents: round.payoutCents, kind: 'win', reference, now: round.at });
  }
}
