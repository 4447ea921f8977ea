/**
 * Downline rebate update (SPEC §7 "Agent"): direct downlines only, never above the agent's own
 * rate nor below what the downline gave its own downlines, within quota; every refusal changes
 * nothing; a retried key applies once.
 */
import { describe, expect, it } from 'vitest';
import type { AgentQuota, SetRebateValue } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { agentForFile, code, valueOf } from './agent-team-helpers';

const { server, api, agent } = agentForFile();

const setRebate = (token: string, memberId: number, rebateRate: number, key: string | null = crypto.randomUUID()) =>
  api.post<SetRebateValue>(ENDPOINTS.agentSetRebate.path, token, { memberId, rebateRate }, key);
const rateOf = async (account: string) =>
  Number((await server.db.selectFrom('members').select('rebate_bp').where('account_key', '=', account).executeTakeFirstOrThrow()).rebate_bp);
const allRates = async () => server.db.selectFrom('members').select(['id', 'rebate_bp']).orderBy('id').execute();

/** The refusal, and proof that no member's rate moved. */
async function refusedWithoutChange(answer: Promise<{ status: number; body: Parameters<typeof code>[0] }>) {
  const before = await allRates();
  const { status, body } = await answer;
  expect(await allRates()).toEqual(before);
  return [status, code(body)];
}

describe('set a direct downline’s rate', () => {
  it('sets it, answers the new rate, and a retry with the same key applies once', async () => {
    const id = await api.memberId('team_a01');
    const key = crypto.randomUUID();
    expect(valueOf(await setRebate(agent.token, id, 0.55, key))).toEqual({ memberId: id, rebateRate: 0.55 });
    expect(await rateOf('team_a01')).toBe(55);
    await server.db.updateTable('members').set({ rebate_bp: 60 }).where('id', '=', id).execute();
    const again = await setRebate(agent.token, id, 0.55, key);
    expect(valueOf(again)).toEqual({ memberId: id, rebateRate: 0.55 });
    // The first answer replayed: the rate the test put back stays.
    expect(await rateOf('team_a01')).toBe(60);
  });

  it('the same key for another rate → 422 idempotency_key_reused', async () => {
    const id = await api.memberId('team_a01');
    const key = crypto.randomUUID();
    valueOf(await setRebate(agent.token, id, 0.7, key));
    expect(await refusedWithoutChange(setRebate(agent.token, id, 0.8, key))).toEqual([422, 'idempotency_key_reused']);
  });

  it('may go up to the agent’s own rate, and a level-A agent may set its own downlines', async () => {
    valueOf(await setRebate(agent.token, await api.memberId('team_a02'), 1.5));
    expect(await rateOf('team_a02')).toBe(150);
    const sub = await api.signIn('subagent');
    valueOf(await setRebate(sub.token, await api.memberId('team_b03'), 0.9));
    expect(await rateOf('team_b03')).toBe(90);
  });

  it.each([
    ['a level-B member (not direct)', 'team_b03'],
    ['a level-C member', 'team_c001'],
    ['another agent’s member (demo)', 'demo'],
    ['the agent itself', 'agent'],
  ])('%s → 404 not_your_downline', async (_name, account) => {
    const id = await api.memberId(account);
    expect(await refusedWithoutChange(setRebate(agent.token, id, 0.5))).toEqual([404, 'not_your_downline']);
  });

  it('an unknown member → 404 not_your_downline; a level-A agent cannot set its upline', async () => {
    expect(await refusedWithoutChange(setRebate(agent.token, 999_999, 0.5))).toEqual([404, 'not_your_downline']);
    const sub = await api.signIn('subagent');
    expect(await refusedWithoutChange(setRebate(sub.token, agent.id, 0.5))).toEqual([404, 'not_your_downline']);
  });

  it('above the agent’s own rate → 422 rebate_above_own', async () => {
    expect(await refusedWithoutChange(setRebate(agent.token, await api.memberId('team_a03'), 2.01))).toEqual([422, 'rebate_above_own']);
  });

  it('below the rate the downline gave its own downlines → 422 rebate_below_downline', async () => {
    // subagent (1.80%) gave team_b01 1.50%.
    expect(await rateOf('team_b01')).toBe(150);
    const subId = await api.memberId('subagent');
    expect(await refusedWithoutChange(setRebate(agent.token, subId, 1.49))).toEqual([422, 'rebate_below_downline']);
    valueOf(await setRebate(agent.token, subId, 1.5));
    expect(await rateOf('subagent')).toBe(150);
    valueOf(await setRebate(agent.token, subId, 1.8));
  });

  it('raising a second direct downline into the 1.90% tier (quota 1) → 409 agent_quota_exceeded', async () => {
    const quota = async () => valueOf(await api.get<AgentQuota>(ENDPOINTS.agentQuota.path, agent.token));
    expect((await quota()).tiers.find((t) => t.minRate === 1.9)).toEqual({ minRate: 1.9, quota: 1, used: 0, remaining: 1 });
    const first = await api.memberId('team_a04');
    valueOf(await setRebate(agent.token, first, 1.9));
    expect((await quota()).tiers.find((t) => t.minRate === 1.9)).toEqual({ minRate: 1.9, quota: 1, used: 1, remaining: 0 });
    expect(await refusedWithoutChange(setRebate(agent.token, await api.memberId('team_a05'), 1.95))).toEqual([409, 'agent_quota_exceeded']);
    // Moving within the tier needs no more room; lowering frees it.
    valueOf(await setRebate(agent.token, first, 2));
    valueOf(await setRebate(agent.token, first, 0.6));
    valueOf(await setRebate(agent.token, await api.memberId('team_a05'), 1.95));
    expect((await quota()).tiers.find((t) => t.minRate === 1.9)!.used).toBe(1);
  });

  it.each([
    ['three decimals', 1.234],
    ['negative', -1],
    ['above 100', 101],
  ])('a rate with %s → 400 invalid_parameter', async (_name, rate) => {
    expect(await refusedWithoutChange(setRebate(agent.token, await api.memberId('team_a06'), rate))).toEqual([400, 'invalid_parameter']);
  });

  it('a visitor → 401', async () => {
    const answer = await api.post(ENDPOINTS.agentSetRebate.path, undefined, { memberId: 1, rebateRate: 1 });
    expect(answer.status).toBe(401);
  });
});
