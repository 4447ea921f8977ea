/**
 * Shared by the contract and settlement tests: a small hierarchy of their own (members inserted
 * directly, attached with the real closure writer), rounds at chosen times with chosen outcomes
 * (bets rows plus the ledger's stake and payout transfers, as a real round writes them) on a
 * chosen game type, the site's contracts granted by the operator's call, and contract calls with
 * a token.
 */
import { ACCOUNTS, transfer } from '../../server/ledger';
import { INCENTIVE_SHARE_KEY } from '../../server/agent/caps';
import { attachToUpline } from '../../server/agent/tree';
import { issueSession } from '../../server/access/auth';
import type { StoredTier } from '../../server/agent/contract-wire';
import { accountKey } from '../../server/member/members';
import type { Contract, ContractTier } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { agentClient } from './agent-team-helpers';
import { fund, OPERATOR_HEADERS, storeSetting, type TestServer } from './helpers';

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

/**
 * The game type the rounds are on unless a test names one: the one with the largest edge, so with
 * wide caps (wideCaps) the tiers' rates are paid in full and a test is about what it names.
 */
export const ROUND_CATEGORY = 'ESPORTS';

/** A game's node id of the category for the bets rows (the settlement reads stakes, payouts and the game's type). */
export async function nodeOf(server: TestServer, category = ROUND_CATEGORY): Promise<number> {
  const row = await server.db.selectFrom('games').select('node_id').where('category', '=', category).orderBy('node_id').limit(1).executeTakeFirstOrThrow();
  return Number(row.node_id);
}

/** One round at `at`: the stake into the house and the payout back, as the bet service writes them. */
export async function round(server: TestServer, memberId: number, stakeCents: number, payoutCents: number, at: Date, category = ROUND_CATEGORY): Promise<void> {
  const node = await nodeOf(server, category);
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

/**
 * A contract row as the calls would leave it, with the acceptance time a test needs (the calls
 * stamp the real time; settlement tests settle chosen past periods).
 */
export async function insertContract(
  server: TestServer,
  input: { kind: 'salary' | 'dividend' | 'hourly'; uplineId: number; downlineId: number; tiers: StoredTier[]; decidedAt: string; endedAt?: string },
): Promise<number> {
  const row = await server.db
    .insertInto('agent_contracts')
    .values({
      kind: input.kind,
      upline_id: input.uplineId,
      downline_id: input.downlineId,
      state: input.endedAt ? 'ended' : 'active',
      tiers: JSON.stringify(input.tiers),
      proposed_at: input.decidedAt,
      decided_at: input.decidedAt,
      ended_at: input.endedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The team a contract with `rootId` pays on, from the tree rows: the root and everyone below. */
export async function teamIds(server: TestServer, rootId: number): Promise<number[]> {
  const rows = await server.db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', rootId).execute();
  return [rootId, ...rows.map((r) => Number(r.member_id))];
}

/** The team's bets in [from, to), summed in the test from the bets rows. */
export async function teamBets(server: TestServer, rootId: number, from: Date, to: Date) {
  const ids = await teamIds(server, rootId);
  const bets = await server.db.selectFrom('bets').select(['member_id', 'stake_cents', 'payout_cents', 'created_at']).where('member_id', 'in', ids).execute();
  const inPeriod = bets.filter((b) => Date.parse(b.created_at) >= from.getTime() && Date.parse(b.created_at) < to.getTime());
  const turnover = inPeriod.reduce((sum, b) => sum + Number(b.stake_cents), 0);
  const payout = inPeriod.reduce((sum, b) => sum + Number(b.payout_cents), 0);
  return { turnover, payout, active: new Set(inPeriod.map((b) => b.member_id)).size };
}

/** The team's settled stakes in [from, to) per game type, summed in the test (settled when settled_at, else created_at, falls in it). */
export async function teamStakesByType(server: TestServer, rootId: number, from: Date, to: Date): Promise<Map<string, number>> {
  const ids = await teamIds(server, rootId);
  const bets = await server.db
    .selectFrom('bets')
    .leftJoin('games', 'games.node_id', 'bets.node_id')
    .select(['bets.stake_cents', 'bets.status', 'bets.settled_at', 'bets.created_at', 'games.category'])
    .where('bets.member_id', 'in', ids)
    .execute();
  const byType = new Map<string, number>();
  for (const b of bets) {
    const when = Date.parse(b.settled_at ?? b.created_at);
    if (b.status !== 'settled' || when < from.getTime() || when >= to.getTime()) continue;
    byType.set(b.category ?? '', (byType.get(b.category ?? '') ?? 0) + Number(b.stake_cents));
  }
  return byType;
}

export async function paymentsOf(server: TestServer, contractId: number) {
  return server.db.selectFrom('agent_contract_payments').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();
}

/** The operator's setting that lets incentives take the whole edge: caps as wide as they go. */
export async function wideCaps(server: TestServer): Promise<void> {
  await storeSetting(server.db, INCENTIVE_SHARE_KEY, 1);
}

/** The operator grants a top agent the site's contract of the kind (the call); its id. */
export async function grantSite(server: TestServer, member: { account: string }, kind: 'salary' | 'dividend' | 'hourly', tiers: ContractTier[]): Promise<number> {
  const { body } = await server.post<Contract>(ENDPOINTS.operatorGrantContract.path, { account: member.account, kind, tiers }, undefined, OPERATOR_HEADERS);
  if (!body.success) throw new Error(`grant failed: ${JSON.stringify(body)}`);
  return body.value.id;
}
