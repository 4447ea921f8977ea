/**
 * Bonus hunting: a member deposits 5,000.00 three times, each order carrying the Welcome Bonus
 * (100 % up to 5,000, "first deposit, apply, turnover 10x"), then asks to withdraw 30,000.00 and
 * cashes out whatever the wallet lets go. Without an application no order gets a bonus; with an
 * approved one only the first deposit does, and it stays locked with that deposit until its
 * wagering is met or the bonus is forfeited. Nobody played, so the site's edge predicts nothing:
 * the site must end where it started and nobody may take out more than they put in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, ledgerHealthy } from '../../../server/ledger';
import { ERROR_CODE } from '../../../src/api/error-codes';
import { bonusClient, WELCOME } from '../bonus-helpers';
import { startTestServer, TEST_ENGINE, type TestServer } from '../helpers';
import { codeOf, decide, newMember, type MemberClient } from '../withdraw-helpers';
import { siteResult, siteSnapshot } from './house';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  const report = await checkLedger(server.db);
  expect(report.lockedWithdrawn).toBe(0);
  expect(ledgerHealthy(report)).toBe(true);
  await server.close();
});

/** The hunter's strategy, the same whatever the rules: what it deposited and what it got out. */
async function hunt(member: MemberClient, card: { id: number }, applied: boolean) {
  const bonus = bonusClient(server, member);
  if (applied) await bonus.applyApproved(WELCOME);
  const refusals: string[] = [];
  for (let i = 0; i < 3; i++) {
    const tried = await bonus.order(5000, WELCOME);
    if (tried.body.success) {
      expect((await bonus.pay(tried.body.value)).success).toBe(true);
    } else {
      refusals.push(codeOf(tried));
      await bonus.deposit(5000);
    }
  }
  const greedy = await member.withdraw({ amount: 30_000, bankCardId: card.id, paymentPassword: '246810' });
  let withdrawnCents = 0;
  const cashOut = async () => {
    const { withdrawable } = await bonus.summary();
    if (withdrawable <= 0) return 'nothing';
    const answer = await member.withdraw({ amount: withdrawable, bankCardId: card.id, paymentPassword: '246810' });
    if (!answer.body.success) return codeOf(answer);
    expect(codeOf(await decide(server, answer.body.value.withdrawal.id, 'approve'))).toBe('ok');
    withdrawnCents += Math.round(withdrawable * 100);
    return 'ok';
  };
  if (greedy.body.success) {
    expect(codeOf(await decide(server, greedy.body.value.withdrawal.id, 'approve'))).toBe('ok');
    withdrawnCents += 3_000_000;
  }
  const firstCashOut = await cashOut();
  // Everything, locked part included: what the ledger check must never see paid.
  const everything = (await member.walletCents()) / 100;
  const grab = everything > 0 ? codeOf(await member.withdraw({ amount: everything, bankCardId: card.id, paymentPassword: '246810' })) : 'nothing';
  return { refusals, greedy: codeOf(greedy), firstCashOut, grab, withdrawnCents, depositedCents: 1_500_000, bonus };
}

describe(`bonus hunting (${TEST_ENGINE})`, () => {
  it('without an application: no bonus on any deposit, no withdrawal beyond the deposits, the site loses nothing', async () => {
    const before = await siteSnapshot(server.db);
    const member = await newMember(server);
    const card = await member.ready();
    const result = await hunt(member, card, false);
    const site = siteResult(before, await siteSnapshot(server.db));
    console.log(`bonus hunting, no application (${TEST_ENGINE}): site result ${site.totalCents / 100}`, site.byAccount, { ...result, bonus: undefined });

    expect(result.refusals).toEqual([ERROR_CODE.bonusNotEligible, ERROR_CODE.bonusNotEligible, ERROR_CODE.bonusNotEligible]);
    expect(result.greedy).not.toBe('ok');
    expect(result.withdrawnCents).toBeLessThanOrEqual(result.depositedCents);
    expect(site.totalCents).toBeGreaterThanOrEqual(0);
  });

  it('with an approved application: one bonus, locked with its deposit; a withdrawal of locked money is refused until the bonus is forfeited', async () => {
    const before = await siteSnapshot(server.db);
    const member = await newMember(server);
    const card = await member.ready();
    const result = await hunt(member, card, true);

    // Only the first deposit had the bonus; the next two were refused it at order time.
    expect(result.refusals).toEqual([ERROR_CODE.bonusNotEligible, ERROR_CODE.bonusNotEligible]);
    expect(result.greedy).not.toBe('ok');
    expect(result.firstCashOut).toBe('ok');
    expect(result.grab).toBe(ERROR_CODE.bonusLocked);
    const progress = await result.bonus.progress(WELCOME);
    expect(progress).toMatchObject({ state: 'active', bonus: 5000, locked: 10_000, turnover: 0, required: 100_000 });
    expect(result.withdrawnCents).toBe(1_000_000);

    // The forfeit, offered when the withdrawal was refused: the bonus goes back, the deposit is free.
    const forfeit = await result.bonus.forfeit();
    expect(forfeit.body.success && forfeit.body.value).toMatchObject({ promotionId: WELCOME, forfeited: 5000, balance: 5000, withdrawable: 5000 });
    const last = await member.withdraw({ amount: 5000, bankCardId: card.id, paymentPassword: '246810' });
    expect(codeOf(last)).toBe('ok');
    if (last.body.success) await decide(server, last.body.value.withdrawal.id, 'approve');

    const site = siteResult(before, await siteSnapshot(server.db));
    console.log(`bonus hunting, approved application (${TEST_ENGINE}): site result ${site.totalCents / 100}`, site.byAccount);
    expect(site.totalCents).toBeGreaterThanOrEqual(0);
    expect(await member.walletCents()).toBe(0);
  });
});
