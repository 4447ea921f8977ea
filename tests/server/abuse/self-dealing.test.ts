/**
 * Self-dealing through the agent programme: an agent registers its own second account through its
 * own agent link, offers it the richest contracts there are (salary 3%, hourly 1%, dividend 50%),
 * plays 150 rounds of baccarat on the banker (the game type with the thinnest edge, its best bet)
 * with that account, claims the rebate and lets the settlement pay.
 *
 * What must hold: an agent gives only what it holds, so without a contract of its own the offers
 * are refused; with the most the site grants, everything the site pays on that turnover (rebate
 * and agent pay) stays within the configured share of baccarat's edge. The house P&L check
 * separates luck from rules: the game's own result is luck (150 rounds swing far more than the
 * edge), so the site's result is taken with that luck removed — the house's game result replaced
 * by what the edge predicts — and must leave the site at least (1 − share) × edge × turnover ahead.
 * The draw is fixed (a seeded generator through the bet service's random source), so every run
 * plays the same rounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, checkLedger, ledgerHealthy } from '../../../server/ledger';
import { houseEdgeOf } from '../../../server/play/house-edge';
import { settle } from '../../../server/agent/settlement';
import { placeBet } from '../../../server/records/bets';
import { periodContaining } from '../../../server/agent/contract-periods';
import { createRng } from '../../../server/seed/prng';
import type { AffiliateLink, Contract, ContractKind, ContractOverview } from '../../../src/api/agent-wire';
import { ENDPOINTS } from '../../../src/api/endpoints';
import type { LoginValue } from '../../../src/api/member-wire';
import { accountClient, registration } from '../account-helpers';
import { agentClient, code, valueOf } from '../agent-team-helpers';
import { fund, insertMember, OPERATOR_HEADERS, startTestServer, TEST_ENGINE, type TestServer } from '../helpers';
import { gameOf } from '../vip-helpers';
import { siteResult, siteSnapshot } from './house';

const ROUNDS = 150;
const STAKE_CENTS = 100_000;
const TURNOVER_CENTS = ROUNDS * STAKE_CENTS;
/** The share of the edge the site lets incentives take (the setting's default). */
const SHARE = 0.5;
const GREEDY: Record<ContractKind, number> = { salary: 3, hourly: 1, dividend: 50 };
const KINDS: ContractKind[] = ['salary', 'hourly', 'dividend'];

let server: TestServer;
let api: ReturnType<typeof agentClient>;
let accounts: ReturnType<typeof accountClient>;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = agentClient(server);
  accounts = accountClient(server);
  // The demo team's contracts are ended, so the site's agent pay moves only with the strategy.
  await server.db.updateTable('agent_contracts').set({ state: 'ended', ended_at: new Date().toISOString() }).where('state', '=', 'active').execute();
}, 60_000);
afterAll(async () => server.close());

interface Party {
  id: number;
  account: string;
  token: string;
}

/** A new agent at the top of a tree of its own (as the operator would open one). */
async function topAgent(): Promise<Party> {
  serial += 1;
  const account = `dealer${Date.now().toString(36)}${serial}`;
  const id = await insertMember(server.db, account, 1);
  return { id, account, token: (await api.signIn(account)).token };
}

/** The agent's second account, registered through the agent's own agent link. */
async function secondAccount(agent: Party): Promise<Party> {
  const link = valueOf(await api.post<AffiliateLink>(ENDPOINTS.agentCreateLink.path, agent.token, { rebateRate: 0, memberType: 'agent' }));
  const account = `${agent.account}b`;
  const captcha = await accounts.captcha();
  const registered = await accounts.sealed<LoginValue>(
    ENDPOINTS.register.path,
    registration({ username: account, password: 'secret12', confirmPassword: 'secret12', affiliateCode: link.code, captcha: captcha.code, captchaId: captcha.captchaId }),
  );
  if (!registered.body.success) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const signed = await api.signIn(account);
  return { id: signed.id, account, token: signed.token };
}

/** The agent offers every kind at `rates`; the second account accepts whatever was offered. */
async function dealWithItself(agent: Party, second: Party, rates: Record<ContractKind, number>) {
  const offers: Record<string, string> = {};
  for (const kind of KINDS) {
    const proposed = await api.post<Contract>(ENDPOINTS.agentProposeContract.path, agent.token, { kind, memberId: second.id, tiers: [{ minTurnover: 0, minActive: 0, rate: rates[kind] }] });
    offers[kind] = code(proposed.body);
    if (proposed.body.success) await api.post(ENDPOINTS.agentAnswerContract.path, second.token, { contractId: proposed.body.value.id, accept: true });
  }
  return offers;
}

/** 150 rounds on the banker with a fixed draw, the rebate claimed, then every settlement job after them. */
async function playAndSettle(player: Party, seed: string): Promise<void> {
  await fund(server.db, player.id, TURNOVER_CENTS);
  const member = await server.db.selectFrom('members').selectAll().where('id', '=', player.id).executeTakeFirstOrThrow();
  const game = await gameOf(server, 'LIVE');
  const rng = createRng(seed);
  let last = new Date();
  for (let i = 0; i < ROUNDS; i++) {
    last = new Date();
    await placeBet(server.db, { member, game, roundId: `${seed}-${i}`, stakeCents: STAKE_CENTS, pick: 'banker' }, (max) => rng.int(0, max - 1), last);
  }
  await api.post(ENDPOINTS.rebateClaim.path, player.token, {});
  // After the hour, the day and the half month of the last round: each kind's periods complete.
  for (const kind of KINDS) await settle(server.db, new Date(periodContaining(kind, last).end.getTime() + 60_000));
}

/** The site's result with the game's luck taken out, and what the strategy got, in cents. */
async function houseCheck(label: string, run: () => Promise<void>) {
  const before = await siteSnapshot(server.db);
  await run();
  const result = siteResult(before, await siteSnapshot(server.db));
  const edge = houseEdgeOf('LIVE');
  const game = result.byAccount[ACCOUNTS.house.code]!;
  const paidOut = game - result.totalCents;
  const predicted = Math.round(edge * TURNOVER_CENTS);
  const withoutLuck = result.totalCents - game + predicted;
  console.info(
    `[house P&L] self-dealing, ${label} (${TEST_ENGINE}): site result ${result.totalCents / 100} (game ${game / 100}, incentives paid ${paidOut / 100}); ` +
      `edge ${(edge * 100).toFixed(3)}% predicts ${predicted / 100}, so without luck ${withoutLuck / 100}; floor ${Math.floor((1 - SHARE) * edge * TURNOVER_CENTS) / 100}`,
    result.byAccount,
  );
  return { withoutLuck, paidOut, edge };
}

describe('an agent dealing with its own second account', () => {
  it('without a contract of its own gives none: the greedy offers are refused and the site keeps its edge', async () => {
    const agent = await topAgent();
    const second = await secondAccount(agent);
    let offers: Record<string, string> = {};
    const { withoutLuck, paidOut, edge } = await houseCheck('no contract of its own', async () => {
      offers = await dealWithItself(agent, second, GREEDY);
      await playAndSettle(second, 'self-dealing-none');
    });
    expect(offers).toEqual({ salary: 'contract_none_to_give', hourly: 'contract_none_to_give', dividend: 'contract_none_to_give' });
    expect(await server.db.selectFrom('agent_contracts').select('id').where('downline_id', 'in', [agent.id, second.id]).execute()).toEqual([]);
    expect(paidOut).toBeLessThanOrEqual(Math.floor(SHARE * edge * TURNOVER_CENTS));
    expect(withoutLuck).toBeGreaterThanOrEqual(Math.floor((1 - SHARE) * edge * TURNOVER_CENTS));
  });

  it('with the most the site grants, still leaves the site its share of the edge', async () => {
    const agent = await topAgent();
    const second = await secondAccount(agent);
    const granted: Record<ContractKind, number> = { salary: 0, hourly: 0, dividend: 0 };
    for (const kind of KINDS) {
      const { siteCap } = valueOf(await api.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=${kind}`, agent.token));
      const res = await server.app.request(ENDPOINTS.operatorGrantContract.path, {
        method: 'POST',
        headers: OPERATOR_HEADERS,
        body: JSON.stringify({ account: agent.account, kind, tiers: [{ minTurnover: 0, minActive: 0, rate: siteCap }] }),
      });
      expect(res.status).toBe(200);
      granted[kind] = siteCap;
    }
    // Greedier than what it holds is refused; what it holds it may pass on whole.
    expect(await dealWithItself(agent, second, GREEDY)).toEqual({ salary: 'contract_above_own', hourly: 'contract_above_own', dividend: 'contract_above_own' });
    let offers: Record<string, string> = {};
    const { withoutLuck, paidOut, edge } = await houseCheck('with the site’s grants passed on whole', async () => {
      offers = await dealWithItself(agent, second, granted);
      await playAndSettle(second, 'self-dealing-granted');
    });
    expect(offers).toEqual({ salary: 'success', hourly: 'success', dividend: 'success' });
    const payments = await server.db
      .selectFrom('agent_contract_payments as p')
      .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
      .select(['c.downline_id', 'p.amount_cents'])
      .where('c.downline_id', 'in', [agent.id, second.id])
      .execute();
    expect(payments.length).toBeGreaterThan(0);
    expect(paidOut).toBeLessThanOrEqual(Math.floor(SHARE * edge * TURNOVER_CENTS));
    expect(withoutLuck).toBeGreaterThanOrEqual(Math.floor((1 - SHARE) * edge * TURNOVER_CENTS));
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });

  it('refuses a contract between two accounts with a bank card in common', async () => {
    const agent = await topAgent();
    const second = await secondAccount(agent);
    const res = await server.app.request(ENDPOINTS.operatorGrantContract.path, {
      method: 'POST',
      headers: OPERATOR_HEADERS,
      body: JSON.stringify({ account: agent.account, kind: 'salary', tiers: [{ minTurnover: 0, minActive: 0, rate: 0.1 }] }),
    });
    expect(res.status).toBe(200);
    const card = { bank_code: 'DBBL', holder_name: 'One Owner', card_number: '4111111111111111', is_default: 1, created_at: new Date().toISOString(), deleted_at: null };
    await server.db.insertInto('bank_cards').values([{ member_id: agent.id, ...card }, { member_id: second.id, ...card }]).execute();
    const proposed = await api.post(ENDPOINTS.agentProposeContract.path, agent.token, { kind: 'salary', memberId: second.id, tiers: [{ minTurnover: 0, minActive: 0, rate: 0.1 }] });
    expect([proposed.status, code(proposed.body)]).toEqual([422, 'contract_same_owner']);
    expect(await server.db.selectFrom('agent_contracts').select('id').where('downline_id', '=', second.id).execute()).toEqual([]);
  });
});
