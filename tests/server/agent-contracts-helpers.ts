/**
 * Shared by the contract and settlement tests: a small hierarchy of their own (members inserted
 * directly, attached with the real closure writer), rounds at chosen times with chosen outcomes
 * (bets rows plus the ledger's stake and payout transfers, as a real round writes them), and
 * contract calls with a token.
 */
import { ACCOUNTS, transfer } from '../../server/ledger';
import { attachToUpline } from '../../server/services/agent-tree';
import { issueSession } from '../../server/services/auth';
import { accountKey } from '../../server/services/members';
import type { Contract, ContractTier } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { agentClient } from './agent-team-helpers';
import { fund, type TestServer } from './helpers';

let serial = 0;

/** A member of `type` under `uplineId` (none: a top of its own hierarchy), with a fresh token. */
export async function addMember(server: TestServer, type: number, uplineId?: number, prefix = 'ct') {
  serial += 1;
  const account = `${prefix}${Date.now().toString(36)}${serial}`;
  const id = await server.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('members')
      .values({
        account,
        account_key: accountKey(account),
        password_hash: null,
        type,
        nickname: account,
        club_label: '',
        mobile: null,
        email: null,
        country_dialing_code: null,
        created_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (uplineId !== undefined) await attachToUpline(trx, Number(row.id), uplineId);
    return Number(row.id);
  });
  return { id, account, token: await issueSession(server.db, id, 1) };
}

export type TestMember = Awaited<ReturnType<typeof addMember>>;

/** A game's node id for the bets rows (any game: the settlement reads stakes and payouts only). */
async function anyNode(server: TestServer): Promise<number> {
  const row = await server.db.selectFrom('games').select('node_id').orderBy('node_id').limit(1).executeTakeFirstOrThrow();
  return Number(row.node_id);
}

/** One round at `at`: the stake into the house and the payout back, as the bet service writes them. */
export async function round(server: TestServer, memberId: number, stakeCents: number, payoutCents: number, at: Date): Promise<void> {
  const node = await anyNode(server);
  await fund(server.db, memberId, stakeCents);
  const roundId = crypto.randomUUID();
  await server.db.transaction().execute(async (trx) => {
    await transfer(trx, { key: `bet:${roundId}`, debit: ACCOUNTS.wallet(memberId), credit: ACCOUNTS.house, amountCents: stakeCents, kind: 'bet', now: at });
    await trx
      .insertInto('bets')
      .values({ member_id: memberId, node_id: node, round_id: roundId, stake_cents: stakeCents, payout_cents: payoutCents, outcome: '{}', created_at: at.toISOString() })
      .execute();
    if (payoutCents > 0) {
      await transfer(trx, { key: `win:${roundId}`, debit: ACCOUNTS.house, credit: ACCOUNTS.wallet(memberId), amountCents: payoutCents, kind: 'win', now: at });
    }
  });
}

export const tier = (minTurnover: number, minActive: number, rate: number): ContractTier => ({ minTurnover, minActive, rate });

/** Contracts rows as the tests compare them: id and state, by id. */
export async function contractStates(server: TestServer): Promise<{ id: number; state: string }[]> {
  const rows = await server.db.selectFrom('agent_contracts').select(['id', 'state']).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), state: r.state }));
}

/** Propose as `upline` through the call, and answer as the downline; the contract's id. */
export async function activeContract(
  call: ReturnType<typeof agentClient>,
  upline: TestMember,
  downline: TestMember,
  kind: 'salary' | 'dividend' | 'hourly',
  tiers: ContractTier[],
): Promise<number> {
  const proposed = await call.post<Contract>(ENDPOINTS.agentProposeContract.path, upline.token, { kind, memberId: downline.id, tiers });
  if (!proposed.body.success) throw new Error(`propose failed: ${JSON.stringify(proposed.body)}`);
  const id = proposed.body.value.id;
  const answered = await call.post(ENDPOINTS.agentAnswerContract.path, downline.token, { contractId: id, accept: true });
  if (!answered.body.success) throw new Error(`accept failed: ${JSON.stringify(answered.body)}`);
  return id;
}
