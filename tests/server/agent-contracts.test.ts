/**
 * Contract calls: who may use them, proposing (direct downline agents only, rates within the
 * upline's own contract — none held, none to give — a newer proposal superseding), answering
 * (only the downline, only pending; accepting ends the old active one), the request flags and the
 * overview. Every refused call leaves the contract rows as they were. root, at the top of the
 * tree, holds the site's contracts (granted by the operator) under wide caps; the caps themselves
 * are agent-caps.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractOverview, ContractRequests } from '../../src/api/agent-wire';
import { activeContract, addMember, contractStates, grantSite, tier, wideCaps, type TestMember } from './agent-contracts-helpers';
import { agentClient, code } from './agent-team-helpers';
import { ENDPOINTS } from '../../src/api/endpoints';
import { startTestServer, type TestServer } from './helpers';

const CONTRACTS = ENDPOINTS.agentContracts.path;
const ANSWER = ENDPOINTS.agentAnswerContract.path;
const REQUESTS = ENDPOINTS.agentContractRequests.path;

let server: TestServer;
let call: ReturnType<typeof agentClient>;
/** root ─┬ a1 (agent) ── b1 (agent)
 *        ├ a2 (agent)
 *        ├ m (member, type 0)
 *        └ t41 (type 41: no contracts) */
let root: TestMember, a1: TestMember, a2: TestMember, b1: TestMember, m: TestMember, t41: TestMember, stranger: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  call = agentClient(server);
  root = await addMember(server, 1);
  a1 = await addMember(server, 1, root.id);
  a2 = await addMember(server, 1, root.id);
  b1 = await addMember(server, 1, a1.id);
  m = await addMember(server, 0, root.id);
  t41 = await addMember(server, 41, root.id);
  stranger = await addMember(server, 1);
  await wideCaps(server);
  await grantSite(server, root, 'salary', [tier(0, 0, 1.5)]);
  await grantSite(server, root, 'hourly', [tier(0, 0, 0.75)]);
  await grantSite(server, root, 'dividend', [tier(0, 0, 20)]);
}, 60_000);
afterAll(async () => server.close());

const propose = (who: TestMember, body: unknown, key?: string) => call.post<Contract>(CONTRACTS, who.token, body, key);
const answer = (who: TestMember, contractId: number, accept: boolean) => call.post<Contract>(ANSWER, who.token, { contractId, accept });
const requests = async (who: TestMember) => {
  const { body } = await call.get<ContractRequests>(REQUESTS, who.token);
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
};
const overview = async (who: TestMember, kind: string) => {
  const { body } = await call.get<ContractOverview>(`${CONTRACTS}?kind=${kind}`, who.token);
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
};
const salaryTiers = [tier(100, 1, 0.5), tier(1000, 3, 1), tier(5000, 5, 1.5)];

describe('access', () => {
  it('refuses the types that hold no contracts with 403 not_agent, and answers them "nothing waits"', async () => {
    for (const type of [0, 4, 40, 41, 42]) {
      const member = await addMember(server, type, root.id);
      const before = await contractStates(server);
      const seen = await call.get(`${CONTRACTS}?kind=salary`, member.token);
      expect([type, seen.status, code(seen.body)]).toEqual([type, 403, 'not_agent']);
      const proposed = await propose(member, { kind: 'salary', memberId: a1.id, tiers: salaryTiers });
      expect([type, proposed.status, code(proposed.body)]).toEqual([type, 403, 'not_agent']);
      const answered = await answer(member, 1, true);
      expect([type, answered.status, code(answered.body)]).toEqual([type, 403, 'not_agent']);
      expect(await requests(member)).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
      expect(await contractStates(server)).toEqual(before);
    }
  });

  it('asks a visitor to sign in', async () => {
    const { status, body } = await call.get(REQUESTS);
    expect([status, code(body)]).toEqual([401, 'not_logged_in']);
  });
});

describe('propose', () => {
  it('refuses anyone but a direct downline agent, and rates above its own, changing nothing', async () => {
    const before = await contractStates(server);
    const refusals: [unknown, number, string][] = [
      [{ kind: 'salary', memberId: b1.id, tiers: salaryTiers }, 404, 'not_your_downline'], // level B
      [{ kind: 'salary', memberId: stranger.id, tiers: salaryTiers }, 404, 'not_your_downline'],
      [{ kind: 'salary', memberId: root.id, tiers: salaryTiers }, 404, 'not_your_downline'], // itself
      [{ kind: 'salary', memberId: 2 ** 31 - 1, tiers: salaryTiers }, 404, 'not_your_downline'],
      [{ kind: 'salary', memberId: m.id, tiers: salaryTiers }, 422, 'downline_not_agent'],
      [{ kind: 'salary', memberId: t41.id, tiers: salaryTiers }, 422, 'downline_not_agent'],
      [{ kind: 'salary', memberId: a1.id, tiers: [tier(0, 0, 1.51)] }, 422, 'contract_above_own'],
      [{ kind: 'hourly', memberId: a1.id, tiers: [tier(0, 0, 0.5), tier(10, 1, 0.76)] }, 422, 'contract_above_own'],
      [{ kind: 'dividend', memberId: a1.id, tiers: [tier(0, 0, 20.01)] }, 422, 'contract_above_own'],
      [{ kind: 'salary', memberId: a1.id, tiers: [tier(0, 0, 3.01)] }, 422, 'contract_above_own'],
      [{ kind: 'salary', memberId: a1.id, tiers: [] }, 400, 'invalid_parameter'],
      [{ kind: 'salary', memberId: a1.id, tiers: [tier(1000, 1, 1), tier(100, 1, 1.5)] }, 400, 'invalid_parameter'],
      [{ kind: 'salary', memberId: a1.id, tiers: [tier(100, 1, 1.5), tier(1000, 1, 1.5)] }, 400, 'invalid_parameter'],
      [{ kind: 'weekly', memberId: a1.id, tiers: salaryTiers }, 400, 'invalid_parameter'],
    ];
    for (const [body, status, error] of refusals) {
      const got = await propose(root, body);
      expect([body, got.status, code(got.body)]).toEqual([body, status, error]);
    }
    expect(await contractStates(server)).toEqual(before);
  });

  it('stores a pending proposal the downline sees in its requests and the upline in its team', async () => {
    expect((await requests(a2)).contracthoursalreq).toBe(false);
    const { status, body } = await propose(root, { kind: 'hourly', memberId: a2.id, tiers: [tier(50, 1, 0.25), tier(500.5, 2, 0.75)] });
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value).toMatchObject({
      kind: 'hourly',
      state: 'pending',
      upline: { memberId: root.id, account: root.account },
      downline: { memberId: a2.id, account: a2.account },
      tiers: [
        { minTurnover: 50, minActive: 1, rate: 0.25 },
        { minTurnover: 500.5, minActive: 2, rate: 0.75 },
      ],
      decidedAt: null,
    });
    const stored = await server.db.selectFrom('agent_contracts').select('tiers').where('id', '=', body.value.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.tiers)).toEqual([
      { minTurnoverCents: 5000, minActive: 1, rateBp: 25 },
      { minTurnoverCents: 50050, minActive: 2, rateBp: 75 },
    ]);
    expect(await requests(a2)).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: true });
    const mine = await overview(a2, 'hourly');
    expect(mine.mine.pending?.id).toBe(body.value.id);
    expect(mine.mine.active).toBeNull();
    const team = await overview(root, 'hourly');
    expect(team.team.find((r) => r.downline.memberId === a2.id)?.pending?.id).toBe(body.value.id);
  });

  it('replaces a pending proposal of the kind: the older one is superseded', async () => {
    const first = await propose(root, { kind: 'dividend', memberId: a2.id, tiers: [tier(0, 0, 10)] });
    const second = await propose(root, { kind: 'dividend', memberId: a2.id, tiers: [tier(0, 0, 20)] });
    if (!first.body.success || !second.body.success) throw new Error('propose failed');
    const [firstId, secondId] = [first.body.value.id, second.body.value.id];
    const states = await contractStates(server);
    expect(states.find((s) => s.id === firstId)?.state).toBe('superseded');
    expect(states.find((s) => s.id === secondId)?.state).toBe('pending');
    expect((await overview(a2, 'dividend')).mine.pending?.tiers[0]?.rate).toBe(20);
  });

  it('applies a retried proposal once (same key)', async () => {
    const key = crypto.randomUUID();
    const body = { kind: 'salary', memberId: a2.id, tiers: salaryTiers };
    const first = await propose(root, body, key);
    const again = await propose(root, body, key);
    if (!first.body.success || !again.body.success) throw new Error('propose failed');
    expect((again.body.value as Contract).id).toBe((first.body.value as Contract).id);
    const pending = await server.db.selectFrom('agent_contracts').select('id').where('downline_id', '=', a2.id).where('kind', '=', 'salary').execute();
    expect(pending).toHaveLength(1);
  });

  it('keeps an upline under its own contract of the kind at or below its own top rate', async () => {
    await activeContract(call, root, a1, 'salary', [tier(0, 0, 1), tier(1000, 2, 1.5)]);
    const before = await contractStates(server);
    const above = await propose(a1, { kind: 'salary', memberId: b1.id, tiers: [tier(0, 0, 0.5), tier(100, 1, 1.51)] });
    expect([above.status, code(above.body)]).toEqual([422, 'contract_above_own']);
    expect(await contractStates(server)).toEqual(before);
    // a1 holds no hourly contract: it has none to give, at any rate.
    const otherKind = await propose(a1, { kind: 'hourly', memberId: b1.id, tiers: [tier(0, 0, 0.01)] });
    expect([otherKind.status, code(otherKind.body)]).toEqual([422, 'contract_none_to_give']);
    expect(await contractStates(server)).toEqual(before);
    const equal = await propose(a1, { kind: 'salary', memberId: b1.id, tiers: [tier(0, 0, 0.5), tier(100, 1, 1.5)] });
    expect(equal.status).toBe(200);
  });

  it('gives nothing from an agent that holds no contract of the kind, at the top of a tree or below', async () => {
    const top = await addMember(server, 1);
    const below = await addMember(server, 1, top.id);
    const before = await contractStates(server);
    for (const kind of ['salary', 'hourly', 'dividend'] as const) {
      const got = await propose(top, { kind, memberId: below.id, tiers: [tier(0, 0, 0.01)] });
      expect([kind, got.status, code(got.body)]).toEqual([kind, 422, 'contract_none_to_give']);
      const mid = await propose(a2, { kind, memberId: (await addMember(server, 1, a2.id)).id, tiers: [tier(0, 0, 0.01)] });
      expect([kind, mid.status, code(mid.body)]).toEqual([kind, 422, 'contract_none_to_give']);
    }
    expect(await contractStates(server)).toEqual(before);
    const view = await overview(top, 'salary');
    expect([view.maxOffer, view.siteCap > 0]).toEqual([0, true]);
  });
});

describe('answer', () => {
  it('lets only the downline answer, only a pending contract, changing nothing otherwise', async () => {
    const first = await propose(root, { kind: 'hourly', memberId: a1.id, tiers: [tier(0, 1, 0.5)] });
    const second = await propose(root, { kind: 'hourly', memberId: a1.id, tiers: [tier(0, 1, 0.6)] });
    if (!first.body.success || !second.body.success) throw new Error('propose failed');
    const before = await contractStates(server);
    const refusals: [TestMember, number, number, string][] = [
      [root, second.body.value.id, 404, 'contract_not_found'], // the upline itself
      [a2, second.body.value.id, 404, 'contract_not_found'], // another agent
      [stranger, second.body.value.id, 404, 'contract_not_found'],
      [a1, 2 ** 31 - 1, 404, 'contract_not_found'],
      [a1, first.body.value.id, 409, 'contract_not_pending'], // superseded
    ];
    for (const [who, id, status, error] of refusals) {
      const got = await answer(who, id, true);
      expect([who.account, id, got.status, code(got.body)]).toEqual([who.account, id, status, error]);
    }
    expect(await contractStates(server)).toEqual(before);

    const rejected = await answer(a1, second.body.value.id, false);
    if (!rejected.body.success) throw new Error(rejected.body.errorCode);
    expect(rejected.body.value.state).toBe('rejected');
    expect(rejected.body.value.decidedAt).not.toBeNull();
    const afterReject = await contractStates(server);
    for (const accept of [true, false]) {
      const again = await answer(a1, second.body.value.id, accept);
      expect([again.status, code(again.body)]).toEqual([409, 'contract_not_pending']);
    }
    expect(await contractStates(server)).toEqual(afterReject);
    expect((await requests(a1)).contracthoursalreq).toBe(false);
  });

  it('accepting makes the contract active and ends the one before; the request flag goes down', async () => {
    const oldId = await activeContract(call, root, a2, 'dividend', [tier(0, 0, 5)]);
    expect((await requests(a2)).divtypecompperiodreq).toBe(false);
    const proposed = await propose(root, { kind: 'dividend', memberId: a2.id, tiers: [tier(0, 0, 5), tier(1000, 3, 15)] });
    if (!proposed.body.success) throw new Error(proposed.body.errorCode);
    expect((await requests(a2)).divtypecompperiodreq).toBe(true);
    // The pending one does not replace the active one until accepted.
    expect((await overview(a2, 'dividend')).mine.active?.id).toBe(oldId);

    const accepted = await answer(a2, proposed.body.value.id, true);
    if (!accepted.body.success) throw new Error(accepted.body.errorCode);
    expect(accepted.body.value).toMatchObject({ state: 'active', id: proposed.body.value.id });
    const old = await server.db.selectFrom('agent_contracts').selectAll().where('id', '=', oldId).executeTakeFirstOrThrow();
    expect(old.state).toBe('ended');
    expect(old.ended_at).toBe(accepted.body.value.decidedAt);
    expect(await requests(a2)).toMatchObject({ divtypecompperiodreq: false });
    const view = await overview(a2, 'dividend');
    expect(view.mine.active?.id).toBe(proposed.body.value.id);
    expect(view.mine.pending).toBeNull();
  });
});

describe('overview', () => {
  it("lists the direct downlines that may hold contracts, with the caller's contracts to them", async () => {
    const view = await overview(root, 'salary');
    expect(view.kind).toBe('salary');
    expect(view.team.map((r) => r.downline.memberId).sort((x, y) => x - y)).toEqual([a1.id, a2.id].sort((x, y) => x - y));
    const rowA1 = view.team.find((r) => r.downline.memberId === a1.id);
    expect(rowA1?.active?.state).toBe('active');
    expect(rowA1?.active?.upline?.account).toBe(root.account);
    // root's own is the site's: no upline; root may offer up to it.
    const own = (await overview(root, 'salary')).mine.active;
    expect([own?.upline, own?.tiers.map((t) => t.rate)]).toEqual([null, [1.5]]);
    expect(view.maxOffer).toBe(1.5);
    expect(rowA1?.downline.nickname).toBe(a1.account);
    expect(rowA1?.paidTotal).toBe(0);
    // What a1 sees as the downline of that same contract.
    const mine = await overview(a1, 'salary');
    expect(mine.mine.active?.id).toBe(rowA1?.active?.id);
    expect(mine.mine.payments).toEqual([]);
    expect(mine.mine.paidTotal).toBe(0);
    expect(mine.team.map((r) => r.downline.memberId)).toEqual([b1.id]);
    expect(mine.team[0]?.pending?.state).toBe('pending');
  });

  it('refuses an unknown kind', async () => {
    const { status, body } = await call.get(`${CONTRACTS}?kind=weekly`, root.token);
    expect([status, code(body)]).toEqual([400, 'invalid_parameter']);
  });
});
