/**
 * VIP rank and progress (SPEC §4, §7 MCSFE_getPlayerRankProgress): computed from the member's
 * real bets and paid deposits, never stored.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { VipLevels, VipProgress } from '../../src/api/vip-wire';
import { issueSession } from '../../server/access/auth';
import { loadLevels, progressOf } from '../../server/vip/vip';
import { DEMO_TURNOVER_CENTS } from '../../server/seed/vip';
import { serverForFile } from './helpers';
import { play, paidDeposit } from './vip-helpers';
import { code, walletClient } from './wallet-helpers';

const { server, client } = serverForFile(walletClient);

const progressFor = async (token: string) => {
  const answer = await client.get<VipProgress>(ENDPOINTS.vipProgress.path, token);
  if (!answer.body.success) throw new Error(`vipProgress → ${answer.status} ${answer.body.errorCode}`);
  return answer.body.value;
};

describe('the levels', () => {
  it('lists the ladder to anyone, lowest first, with thresholds, benefits and rebate rates', async () => {
    const { levels } = await server.value<VipLevels>(ENDPOINTS.vipLevels.path);
    expect(levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond']);
    expect(levels[0]).toMatchObject({ level: 1, minTurnover: 0, minDeposit: 0 });
    expect(levels[3]).toMatchObject({ level: 4, minTurnover: 20_000, minDeposit: 3_000 });
    for (const [i, level] of levels.entries()) {
      expect(level.benefits.length).toBeGreaterThan(0);
      expect(level.rebateRates.RNG).toBeGreaterThan(0);
      if (i > 0) {
        expect(level.minTurnover).toBeGreaterThan(levels[i - 1]!.minTurnover);
        expect(level.rebateRates.RNG).toBeGreaterThan(levels[i - 1]!.rebateRates.RNG!);
      }
    }
  });
});

describe('a member’s rank and progress', () => {
  it('needs a session', async () => {
    const { status, body } = await server.failure(ENDPOINTS.vipProgress.path);
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('starts at Bronze with nothing of Silver met', async () => {
    const member = await client.newMember(1_000_000);
    const progress = await progressFor(member.token);
    expect(progress).toMatchObject({
      level: 1,
      labelName: 'Bronze',
      playerRankProgress: { labelId: 2, labelName: 'Silver' },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
      progress: 0,
      turnover: 0,
      deposits: 0,
    });
    expect(progress.conditions).toEqual([
      { kind: 'turnover', current: 0, target: 1_000, remaining: 1_000, met: false },
      { kind: 'deposit', current: 0, target: 300, remaining: 300, met: false },
    ]);
  });

  it('follows real rounds and deposits: half-way on turnover alone, up a level with both', async () => {
    const member = await client.newMember(1_000_000);
    await play(server, member.id, 'RNG', 30_000, 2);
    let progress = await progressFor(member.token);
    expect(progress.turnover).toBe(600);
    expect(progress.conditions[0]).toEqual({ kind: 'turnover', current: 600, target: 1_000, remaining: 400, met: false });
    expect(progress.progress).toBe(0);

    await play(server, member.id, 'LIVE', 40_000);
    progress = await progressFor(member.token);
    expect(progress.turnover).toBe(1_000);
    expect(progress).toMatchObject({ level: 1, currentProgress: { completedConditions: 1, totalExpectedConditions: 2 }, progress: 0.5 });

    await paidDeposit(server, member.id, 30_000);
    progress = await progressFor(member.token);
    expect(progress).toMatchObject({
      level: 2,
      labelName: 'Silver',
      playerRankProgress: { labelId: 3, labelName: 'Gold' },
      deposits: 300,
      progress: 0,
    });
    expect(progress.conditions).toEqual([
      { kind: 'turnover', current: 1_000, target: 5_000, remaining: 4_000, met: false },
      { kind: 'deposit', current: 300, target: 1_000, remaining: 700, met: false },
    ]);
  });

  it('counts only paid deposits', async () => {
    const member = await client.newMember();
    await server.db
      .insertInto('deposit_orders')
      .values({
        member_id: member.id,
        method_code: 'DEMOPAY',
        amount_cents: 500_000,
        promotion_id: null,
        bonus_cents: 0,
        state: 'pending',
        idempotency_key: crypto.randomUUID(),
        gateway_token: null,
        receipt_upload_id: null,
        created_at: new Date().toISOString(),
        expires_at: null,
        decided_at: null,
        note: '',
      })
      .execute();
    expect((await progressFor(member.token)).deposits).toBe(0);
  });

  it('is complete (1) at the top of the ladder, with no next rank', async () => {
    const levels = await loadLevels(server.db);
    const top = progressOf(levels, { turnoverCents: 20_000_000, depositCents: 6_000_000 });
    expect(top).toMatchObject({ level: 6, labelName: 'Diamond', playerRankProgress: null, progress: 1, conditions: [] });
  });

  it('demo ranks Gold with Platinum half met, and a few rounds move it up', async () => {
    const demo = await server.db.selectFrom('members').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
    const token = await issueSession(server.db, demo.id, 1);
    let progress = await progressFor(token);
    expect(progress).toMatchObject({
      level: 3,
      labelName: 'Gold',
      playerRankProgress: { labelId: 4, labelName: 'Platinum' },
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      progress: 0.5,
      turnover: DEMO_TURNOVER_CENTS / 100,
      deposits: 3_250,
    });
    // Each condition's own standing beside the conditions-met figure: turnover 20.00 short, deposits over.
    expect(progress.conditions).toEqual([
      { kind: 'turnover', current: 19_980, target: 20_000, remaining: 20, met: false },
      { kind: 'deposit', current: 3_250, target: 3_000, remaining: 0, met: true },
    ]);
    await play(server, demo.id, 'RNG', 500, 4);
    progress = await progressFor(token);
    expect(progress).toMatchObject({ level: 4, labelName: 'Platinum', playerRankProgress: { labelId: 5, labelName: 'Emerald' }, turnover: 20_000 });
  });

  it('answers a trial guest too (Bronze), without failing', async () => {
    const trial = await client.newMember(0, 4);
    const answer = await client.get<VipProgress>(ENDPOINTS.vipProgress.path, trial.token);
    expect(code(answer.body)).toBe('success');
  });
});
