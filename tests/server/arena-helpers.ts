/** Shared by the live tables, rank, popular and bet-records tests: members and bets rows written as the bet services write them. */
import { insertMember, type TestServer } from './helpers';

export async function newMember(server: TestServer, prefix: string, type = 1): Promise<{ id: number; account: string }> {
  const account = `${prefix}${Math.random().toString(36).slice(2, 10)}`;
  return { id: await insertMember(server.db, account, type), account };
}

export interface BetRow {
  memberId: number;
  nodeId: number;
  stakeCents: number;
  payoutCents: number;
  at: Date;
  outcome?: object;
  status?: 'open' | 'settled';
  settledAt?: Date | null;
}

/** A bets row (no money moves: these tests are about what is read from the rows). */
export async function insertBet(server: TestServer, bet: BetRow): Promise<string> {
  const roundId = crypto.randomUUID();
  await server.db
    .insertInto('bets')
    .values({
      member_id: bet.memberId,
      node_id: bet.nodeId,
      round_id: roundId,
      stake_cents: bet.stakeCents,
      payout_cents: bet.payoutCents,
      outcome: JSON.stringify(bet.outcome ?? { kind: 'slots', grid: [], wins: [] }),
      created_at: bet.at.toISOString(),
      status: bet.status ?? 'settled',
      settled_at: bet.settledAt === undefined ? null : (bet.settledAt?.toISOString() ?? null),
    })
    .execute();
  return roundId;
}

export const baccarat = (result: 'player' | 'banker' | 'tie') => ({ kind: 'baccarat', pick: 'player', player: [], banker: [], playerPoints: 0, bankerPoints: 0, result });
