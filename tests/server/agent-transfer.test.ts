/**
 * Transfer downline (SPEC §7 "Agent"): one ledger transfer from the agent's wallet to a team
 * member's at any depth, once per key; every refusal moves nothing; the ledger stays healthy.
 */
import { describe, expect, it } from 'vitest';
import { checkLedger, ledgerHealthy, ACCOUNTS, balanceOf } from '../../server/ledger';
import { AGENT_TRANSFER_MAX, type AgentTransferValue } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { fund } from './helpers';
import { agentForFile, code, valueOf } from './agent-team-helpers';

const { server, api, agent } = agentForFile((s, a) => fund(s.db, a.id, 5_000_000));

const send = (token: string | undefined, memberId: number, amount: number, key: string | null = crypto.randomUUID()) =>
  api.post<AgentTransferValue>(ENDPOINTS.agentTransfer.path, token, { memberId, amount }, key);
const wallet = (memberId: number) => balanceOf(server.db, ACCOUNTS.wallet(memberId));
const transferCount = async () => Number((await server.db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The refusal's status and code, with proof that no money moved. */
async function refusedWithoutMoving(answer: () => ReturnType<typeof send>, memberId: number, from = agent.id) {
  const before = [await wallet(from), await wallet(memberId), await transferCount()];
  const { status, body } = await answer();
  expect([await wallet(from), await wallet(memberId), await transferCount()]).toEqual(before);
  return [status, code(body)];
}

describe('transfer to a team member', () => {
  it('keeps money a bonus still locks: no more than the agent could withdraw goes to the team', async () => {
    const memberId = await api.memberId('team_c008');
    const free = 10_000;
    const grant = await server.db
      .insertInto('bonus_grants')
      .values({ member_id: agent.id, promotion_id: 1, order_id: -agent.id, bonus_cents: 500_000, locked_cents: (await wallet(agent.id)) - free, required_cents: 100_000_000, game_types: '[]', state: 'active', granted_at: new Date().toISOString(), closed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await refusedWithoutMoving(() => send(agent.token, memberId, free / 100 + 0.01), memberId)).toEqual([409, 'bonus_locked']);
      expect(valueOf(await send(agent.token, memberId, free / 100)).transfer.amount).toBe(free / 100);
    } finally {
      await server.db.deleteFrom('bonus_grants').where('id', '=', grant.id).execute();
    }
  });

  it('reaches a level-C member’s wallet; the answer carries the transfer and the agent’s balance', async () => {
    const memberId = await api.memberId('team_c007');
    const [agentBefore, memberBefore] = [await wallet(agent.id), await wallet(memberId)];
    const value = valueOf(await send(agent.token, memberId, 123.45));
    expect(value.transfer).toMatchObject({ memberId, account: 'team_c007', amount: 123.45 });
    expect(value.balance).toBe((agentBefore - 12_345) / 100);
    expect(await wallet(agent.id)).toBe(agentBefore - 12_345);
    expect(await wallet(memberId)).toBe(memberBefore + 12_345);
    const row = await server.db.selectFrom('ledger_transfers').selectAll().where('id', '=', Number(value.transfer.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'agent_transfer', amount_cents: 12_345 });
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });

  it('a retry with the same key answers the first transfer and moves the money once', async () => {
    const memberId = await api.memberId('team_a02');
    const key = crypto.randomUUID();
    const memberBefore = await wallet(memberId);
    const first = valueOf(await send(agent.token, memberId, 50, key));
    const count = await transferCount();
    const again = valueOf(await send(agent.token, memberId, 50, key));
    expect(again).toEqual(first);
    expect(await transferCount()).toBe(count);
    expect(await wallet(memberId)).toBe(memberBefore + 5_000);
  });

  it('the same key with another amount → 422 idempotency_key_reused, nothing moves', async () => {
    const memberId = await api.memberId('team_a02');
    const key = crypto.randomUUID();
    valueOf(await send(agent.token, memberId, 10, key));
    expect(await refusedWithoutMoving(() => send(agent.token, memberId, 11, key), memberId)).toEqual([422, 'idempotency_key_reused']);
  });

  it('without a key → 400 idempotency_key_required', async () => {
    const memberId = await api.memberId('team_a02');
    expect(await refusedWithoutMoving(() => send(agent.token, memberId, 10, null), memberId)).toEqual([400, 'idempotency_key_required']);
  });

  it.each([
    ['below the minimum', 0.5],
    ['above the maximum', AGENT_TRANSFER_MAX + 1],
  ])('%s → 400 amount_out_of_range', async (_name, amount) => {
    const memberId = await api.memberId('team_a03');
    expect(await refusedWithoutMoving(() => send(agent.token, memberId, amount), memberId)).toEqual([400, 'amount_out_of_range']);
  });

  it('more than the wallet holds → 400 insufficient_balance', async () => {
    const memberId = await api.memberId('team_a03');
    const held = await wallet(agent.id);
    expect(await refusedWithoutMoving(() => send(agent.token, memberId, held / 100 + 1), memberId)).toEqual([400, 'insufficient_balance']);
  });

  it.each([
    ['a member outside the team (demo)', 'demo'],
    ['the agent itself', 'agent'],
  ])('%s → 404 not_your_downline', async (_name, account) => {
    const memberId = await api.memberId(account);
    expect(await refusedWithoutMoving(() => send(agent.token, memberId, 10), memberId)).toEqual([404, 'not_your_downline']);
  });

  it('a level-A agent may pay its own team only: not its upline, not a sibling’s team', async () => {
    const sub = await api.signIn('subagent');
    const own = await api.memberId('team_c001');
    const before = await wallet(own);
    valueOf(await send(sub.token, own, 5));
    expect(await wallet(own)).toBe(before + 500);
    for (const account of ['agent', 'team_b11', 'team_a01']) {
      const memberId = await api.memberId(account);
      expect(await refusedWithoutMoving(() => send(sub.token, memberId, 5), memberId, sub.id)).toEqual([404, 'not_your_downline']);
    }
  });

  it('a member (demo) → 403 not_agent; a visitor → 401; the ledger stays healthy', async () => {
    const demo = await api.signIn('demo');
    const memberId = await api.memberId('team_a01');
    expect(await refusedWithoutMoving(() => send(demo.token, memberId, 5), memberId, demo.id)).toEqual([403, 'not_agent']);
    expect((await send(undefined, memberId, 5)).status).toBe(401);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
