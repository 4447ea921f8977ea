/**
 * Deposit bonus rules and wagering on a real server and database: eligibility as the promotion
 * states it, checked again when the order is paid; the lock on the wallet; progress by settled
 * stakes only (an open or void stake counts nowhere, a settled one on another game type neither);
 * completion; the forfeit; and the ledger check that finds a withdrawal of locked money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, placeHold } from '../../server/ledger';
import { ERROR_CODE } from '../../src/api/error-codes';
import { insertBet } from './arena-helpers';
import { bonusClient, WELCOME } from './bonus-helpers';
import { startTestServer, TEST_ENGINE, type TestServer } from './helpers';
import { gameOf, play } from './vip-helpers';
import { codeOf, newMember } from './withdraw-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function welcomed(amount = 100) {
  const member = await newMember(server);
  const bonus = bonusClient(server, member);
  await bonus.applyApproved(WELCOME);
  await bonus.deposit(amount, WELCOME);
  return { member, bonus };
}

const grantOf = (memberId: number) => server.db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();

describe(`bonus eligibility (${TEST_ENGINE})`, () => {
  it('the Welcome Bonus needs an approved application, is paid once, and the application shows issued', async () => {
    const member = await newMember(server);
    const bonus = bonusClient(server, member);
    const refused = await bonus.order(1000, WELCOME);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe(ERROR_CODE.bonusNotEligible);
    expect(await server.db.selectFrom('deposit_orders').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
    await bonus.applyApproved(WELCOME);
    expect((await bonus.deposit(1000, WELCOME)).bonus).toBe(1000);
    const standing = await server.db.selectFrom('promotion_members').select('status').where('member_id', '=', member.id).where('promotion_id', '=', WELCOME).executeTakeFirstOrThrow();
    expect(standing.status).toBe('issued');
    expect(codeOf(await bonus.order(1000, WELCOME))).toBe(ERROR_CODE.bonusNotEligible);
  });

  it('an order placed while eligible but paid after another first deposit pays its deposit and no bonus', async () => {
    const member = await newMember(server);
    const bonus = bonusClient(server, member);
    await bonus.applyApproved(WELCOME);
    const first = await member.value(bonus.order(1000, WELCOME));
    const second = await member.value(bonus.order(2000, WELCOME));
    expect([first.bonus, second.bonus]).toEqual([1000, 2000]);
    await bonus.pay(second);
    const late = await bonus.pay(first);
    expect(late.success && late.value).toMatchObject({ state: 'paid', bonus: 0 });
    expect(await member.walletCents()).toBe(100_000 + 200_000 + 200_000);
    expect(await server.db.selectFrom('bonus_grants').select('order_id').where('member_id', '=', member.id).execute()).toEqual([{ order_id: second.id }]);
  });
});

describe(`bonus wagering (${TEST_ENGINE})`, () => {
  it('locks bonus and deposit: the withdrawal above the withdrawable part is refused, within it accepted', async () => {
    const { member, bonus } = await welcomed(100);
    const card = await member.ready();
    expect(await bonus.summary()).toMatchObject({ main: 200, withdrawable: 0, bonus: { state: 'active', locked: 200, required: 2000, turnover: 0 } });
    const refused = await member.withdraw({ amount: 200, bankCardId: card.id, paymentPassword: '246810' });
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe(ERROR_CODE.bonusLocked);
    expect(refused.body.success ? null : refused.body.value).toMatchObject({ withdrawable: 0, locked: 200 });
    expect(await member.holdCents()).toBe(0);
  });

  it('counts settled stakes on eligible game types only: open, void and other types count nowhere', async () => {
    const { member, bonus } = await welcomed(100);
    const slot = await gameOf(server, 'RNG');
    const live = await gameOf(server, 'LIVE');
    const later = new Date(Date.now() + 1000);
    await insertBet(server, { memberId: member.id, nodeId: slot.node_id, stakeCents: 150_000, payoutCents: 0, at: later, status: 'open' });
    await server.db
      .insertInto('bets')
      .values({ member_id: member.id, node_id: slot.node_id, round_id: crypto.randomUUID(), stake_cents: 150_000, payout_cents: 0, outcome: '{}', created_at: later.toISOString(), status: 'void', settled_at: null })
      .execute();
    await insertBet(server, { memberId: member.id, nodeId: live.node_id, stakeCents: 150_000, payoutCents: 0, at: later });
    expect((await bonus.progress(WELCOME))?.turnover).toBe(0);
    await insertBet(server, { memberId: member.id, nodeId: slot.node_id, stakeCents: 50_000, payoutCents: 0, at: later });
    expect(await bonus.progress(WELCOME)).toMatchObject({ state: 'active', turnover: 500, required: 2000 });
    // Played for real: 15 rounds of 100 on a slot, settled as played, complete the requirement.
    await play(server, member.id, 'RNG', 10_000, 15);
    const done = await bonus.progress(WELCOME);
    expect(done).toMatchObject({ state: 'completed', locked: 0, turnover: 2000 });
    const summary = await bonus.summary();
    expect(summary.withdrawable).toBe(summary.main);
    expect((await grantOf(member.id)).state).toBe('completed');
  });

  it('a forfeit returns the bonus (at most what the wallet holds) once, and frees the wallet', async () => {
    const { member, bonus } = await welcomed(100);
    const key = crypto.randomUUID();
    const first = await bonus.forfeit(key);
    expect(first.body.success && first.body.value).toMatchObject({ promotionId: WELCOME, forfeited: 100, balance: 100, withdrawable: 100 });
    const replay = await bonus.forfeit(key);
    expect(replay.body).toEqual(first.body);
    expect(codeOf(await bonus.forfeit())).toBe(ERROR_CODE.noActiveBonus);
    expect(await member.walletCents()).toBe(10_000);
    expect(await bonus.progress(WELCOME)).toMatchObject({ state: 'forfeited', locked: 0 });
    expect(codeOf(await bonus.forfeit(''))).toBe(ERROR_CODE.idempotencyKeyRequired);
  });

  it('ledger:check finds a withdrawal hold that took locked money', async () => {
    const { member } = await welcomed(100);
    expect((await checkLedger(server.db)).lockedWithdrawn).toBe(0);
    const card = await member.ready();
    // Past the rules, as a faulty path would: the hold leaves 50 in a wallet that locks 200.
    await server.db.transaction().execute(async (trx) => {
      const key = `withdraw:${member.id}:bypass`;
      await trx
        .insertInto('withdrawals')
        .values({ member_id: member.id, amount_cents: 15_000, bank_card_id: card.id, state: 'pending', hold_key: key, created_at: new Date().toISOString(), decided_at: null, note: null })
        .execute();
      await placeHold(trx, { key, memberId: member.id, amountCents: 15_000, reference: 'bypass' });
    });
    expect((await checkLedger(server.db)).lockedWithdrawn).toBe(1);
  });
});
