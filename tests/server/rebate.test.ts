/**
 * Rebate (SPEC §2 /m/member/manualRebate): earned since the last claim = turnover per game type ×
 * the current level's rate; a claim pays each period once through the ledger, whatever the
 * Idempotency-Keys; trial guests hold no money.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { RebateClaimValue, RebateHistory, RebateSummary } from '../../src/api/vip-wire';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy } from '../../server/ledger';
import { issueSession } from '../../server/access/auth';
import { rebateCents } from '../../server/vip/rebate';
import { serverForFile } from './helpers';
import { paidDeposit, play } from './vip-helpers';
import { code, walletClient } from './wallet-helpers';

const { server, client } = serverForFile(walletClient);
// Registered after the server's own: runs before it closes.
afterAll(async () => {
  expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
});

async function summaryOf(token: string): Promise<RebateSummary> {
  const answer = await client.get<RebateSummary>(ENDPOINTS.rebateSummary.path, token);
  if (!answer.body.success) throw new Error(`rebateSummary → ${answer.status} ${answer.body.errorCode}`);
  return answer.body.value;
}

const claim = (token: string, key: string | null = crypto.randomUUID()) => client.post<RebateClaimValue>(ENDPOINTS.rebateClaim.path, token, {}, key);

describe('the rate arithmetic', () => {
  it('pays percent of the turnover in whole cents, rounded down', () => {
    expect(rebateCents(100_000, 0.6)).toBe(600);
    expect(rebateCents(12_345, 0.3)).toBe(37);
    expect(rebateCents(1, 1.2)).toBe(0);
    expect(rebateCents(0, 0.5)).toBe(0);
  });
});

describe('what the member has earned', () => {
  it('is nothing before a round, and grows with turnover per game type at the level’s rates', async () => {
    const member = await client.newMember(5_000_000);
    expect(await summaryOf(member.token)).toMatchObject({ level: 1, labelName: 'Bronze', lines: [], turnover: 0, amount: 0 });

    await play(server, member.id, 'RNG', 10_000, 2);
    let summary = await summaryOf(member.token);
    expect(summary.lines).toEqual([{ gameType: 'RNG', turnover: 200, rate: 0.3, amount: 0.6 }]);
    expect(summary.amount).toBe(0.6);

    await play(server, member.id, 'LIVE', 50_000);
    summary = await summaryOf(member.token);
    expect(summary.lines).toEqual([
      { gameType: 'LIVE', turnover: 500, rate: 0.2, amount: 1 },
      { gameType: 'RNG', turnover: 200, rate: 0.3, amount: 0.6 },
    ]);
    expect(summary).toMatchObject({ turnover: 700, amount: 1.6 });
  });

  it('needs a session', async () => {
    expect((await server.failure(ENDPOINTS.rebateSummary.path)).status).toBe(401);
  });
});

describe('claiming', () => {
  it('pays once under ten parallel taps with different keys; then the period restarts at 0', async () => {
    const member = await client.newMember(5_000_000);
    await play(server, member.id, 'RNG', 100_000, 3);
    const wallet = ACCOUNTS.wallet(member.id);
    const before = await balanceOf(server.db, wallet);
    const earned = (await summaryOf(member.token)).amount;
    expect(earned).toBe(9);

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(member.token)));
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(refused.status).toBe(409);
      expect(code(refused.body)).toBe(ERROR_CODE.rebateNothingToClaim);
    }
    const value = (paid[0]!.body as { value: RebateClaimValue }).value;
    expect(value.claim).toMatchObject({ amount: 9, level: 1, lines: [{ gameType: 'RNG', turnover: 3_000, rate: 0.3, amount: 9 }] });
    expect(await balanceOf(server.db, wallet)).toBe(before + 900);
    expect(value.balance).toBe((before + 900) / 100);
    const transfers = await server.db.selectFrom('ledger_transfers').selectAll().where('member_id', '=', member.id).where('kind', '=', 'rebate').execute();
    expect(transfers).toHaveLength(1);
    expect(Number(transfers[0]!.amount_cents)).toBe(900);

    const after = await summaryOf(member.token);
    expect(after).toMatchObject({ lines: [], turnover: 0, amount: 0, from: value.claim.to });
    expect(code((await claim(member.token)).body)).toBe(ERROR_CODE.rebateNothingToClaim);

    // New rounds start the next period; the claimed ones are not counted again.
    await play(server, member.id, 'FISH', 20_000);
    expect(await summaryOf(member.token)).toMatchObject({ lines: [{ gameType: 'FISH', turnover: 200, rate: 0.3, amount: 0.6 }], amount: 0.6 });
    expect(code((await claim(member.token)).body)).toBe('success');

    const history = await client.get<RebateHistory>(`${ENDPOINTS.rebateHistory.path}?page=1&pageSize=10`, member.token);
    expect(history.body.success && history.body.value).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(history.body.success && history.body.value.list.map((c) => c.amount)).toEqual([0.6, 9]);
  });

  it('a repeated key replays the first answer and pays nothing more', async () => {
    const member = await client.newMember(5_000_000);
    await play(server, member.id, 'RNG', 50_000);
    const key = crypto.randomUUID();
    const first = await claim(member.token, key);
    const again = await claim(member.token, key);
    expect(code(first.body)).toBe('success');
    expect(again.body).toEqual(first.body);
    const rebates = await server.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', member.id).where('kind', '=', 'rebate').execute();
    expect(rebates).toHaveLength(1);
  });

  it('refuses a claim without an Idempotency-Key, and a trial guest', async () => {
    const member = await client.newMember(5_000_000);
    await play(server, member.id, 'RNG', 50_000);
    const keyless = await claim(member.token, null);
    expect(keyless.status).toBe(400);
    expect(code(keyless.body)).toBe(ERROR_CODE.idempotencyKeyRequired);

    const trial = await client.newMember(0, 4);
    await play(server, trial.id, 'RNG', 10_000);
    const refused = await claim(trial.token);
    expect(refused.status).toBe(403);
    expect(code(refused.body)).toBe(ERROR_CODE.trialNoMoney);
  });

  it('pays at the member’s CURRENT level: a level up raises the whole unclaimed period', async () => {
    const member = await client.newMember(5_000_000);
    await play(server, member.id, 'RNG', 50_000, 2);
    expect((await summaryOf(member.token)).lines[0]).toMatchObject({ rate: 0.3, amount: 3 });
    // Silver: turnover 1,000 and deposits 300.
    await paidDeposit(server, member.id, 30_000);
    const summary = await summaryOf(member.token);
    expect(summary).toMatchObject({ level: 2, labelName: 'Silver', lines: [{ gameType: 'RNG', turnover: 1_000, rate: 0.4, amount: 4 }] });
  });
});

describe('demo’s seeded rebates', () => {
  it('has two past claims and a period with turnover waiting to be claimed, while its balance is as documented', async () => {
    const demo = await server.db.selectFrom('members').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
    const token = await issueSession(server.db, demo.id, 1);
    const history = await client.get<RebateHistory>(ENDPOINTS.rebateHistory.path, token);
    expect(history.body.success && history.body.value.total).toBe(2);
    const summary = await summaryOf(token);
    expect(summary.level).toBe(3);
    expect(summary.amount).toBeGreaterThan(0);
    expect(summary.lines.map((l) => l.gameType)).toContain('RNG');
    expect(summary.lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0)).toBe(Math.round(summary.amount * 100));
  });
});
