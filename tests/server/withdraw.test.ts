/**
 * Withdrawals against the real server and ledger: cards (Luhn, bank list, limit, duplicate,
 * default), the payment password (set once, throttled and locked), the request's checks (limits,
 * decimals, balance, key, trial), and the operator's decision (approve pays the hold out, reject
 * returns it, a second decision is refused); the ledger balances at the end.
 */
import { requestHash } from '../../server/http/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { BankCardList, PaymentPasswordStatus, WithdrawSettings } from '../../src/api/withdraw-wire';
import { checkLedger, ledgerHealthy } from '../../server/ledger';
import { PAYMENT_PASSWORD_LOCK_MS } from '../../server/withdraw/payment-password';
import { OPERATOR_HEADERS, startTestServer, type TestServer } from './helpers';
import { cardNumber, codeOf, decide, newMember } from './withdraw-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  await server.close();
});

describe('settings and banks', () => {
  it('answers limits with defaults, the card allowance and six banks in order', async () => {
    const m = await newMember(server);
    const settings = await m.value(m.call<WithdrawSettings>('GET', ENDPOINTS.withdrawSettings.path));
    expect(settings).toMatchObject({ min: 100, max: 50_000, maxCards: 3, dailyCount: null });
    expect(settings.banks.map((b) => b.code)).toEqual(['DBBL', 'BRAC', 'CITY', 'EBL', 'IBBL', 'SONALI']);
  });

  it('reads the operator’s settings row, ignoring fields that make no sense', async () => {
    await server.db.insertInto('settings').values({ key: 'withdraw', value: JSON.stringify({ min: 50, max: 20, maxCards: 2 }) }).execute();
    try {
      const m = await newMember(server);
      const settings = await m.value(m.call<WithdrawSettings>('GET', ENDPOINTS.withdrawSettings.path));
      expect(settings).toMatchObject({ min: 100, max: 50_000, maxCards: 2 });
    } finally {
      await server.db.deleteFrom('settings').where('key', '=', 'withdraw').execute();
    }
  });
});

describe('bank cards', () => {
  it('adds a valid card (the first is the default), masks the number, refuses bad ones', async () => {
    const m = await newMember(server);
    const number = cardNumber(1);
    const added = await m.addCard(number.replace(/(\d{4})/g, '$1 ').trim());
    expect(added.status).toBe(200);
    expect(added.body.success && added.body.value).toMatchObject({ bankCode: 'DBBL', bankName: 'Dutch-Bangla Bank', last4: number.slice(-4), isDefault: true });
    expect(JSON.stringify(added.body)).not.toContain(number);

    const luhnBroken = number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);
    for (const bad of [luhnBroken, '4242', '4'.repeat(20), '4000-abcd-0000-0000']) {
      const answer = await m.addCard(bad);
      expect([answer.status, codeOf(answer)], bad).toEqual([400, ERROR_CODE.bankCardInvalid]);
      expect(answer.body.success === false && answer.body.value).toEqual({ field: 'cardNumber' });
    }
    expect(codeOf(await m.addCard(cardNumber(2), { bankCode: 'NOPE' }))).toBe(ERROR_CODE.bankCardInvalid);
    expect(codeOf(await m.addCard(cardNumber(2), { holderName: '  ' }))).toBe(ERROR_CODE.bankCardInvalid);
    expect(codeOf(await m.addCard(cardNumber(2), { holderName: '<script>' }))).toBe(ERROR_CODE.bankCardInvalid);

    const duplicate = await m.addCard(number);
    expect([duplicate.status, codeOf(duplicate)]).toEqual([409, ERROR_CODE.bankCardDuplicate]);
  });

  it('keeps at most three cards, and moves the default', async () => {
    const m = await newMember(server);
    for (const n of [11, 12, 13]) expect(codeOf(await m.addCard(cardNumber(n)))).toBe('ok');
    const fourth = await m.addCard(cardNumber(14));
    expect([fourth.status, codeOf(fourth)]).toEqual([409, ERROR_CODE.bankCardLimit]);

    const { list } = await m.value(m.call<BankCardList>('GET', ENDPOINTS.bankCards.path));
    expect(list.map((c) => c.isDefault)).toEqual([true, false, false]);
    const third = list[2]!;
    const after = await m.value(m.call<BankCardList>('POST', ENDPOINTS.bankCardDefault.path, { id: third.id }));
    expect(after.list[0]).toMatchObject({ id: third.id, isDefault: true });
    expect(after.list.filter((c) => c.isDefault)).toHaveLength(1);

    // Someone else's card is not this member's to choose.
    const other = await newMember(server);
    const foreign = await other.call('POST', ENDPOINTS.bankCardDefault.path, { id: third.id });
    expect([foreign.status, codeOf(foreign)]).toEqual([404, ERROR_CODE.bankCardNotFound]);
  });
});

describe('payment password', () => {
  it('is set once, as six matching digits', async () => {
    const m = await newMember(server);
    const status = () => m.value(m.call<PaymentPasswordStatus>('GET', ENDPOINTS.paymentPasswordStatus.path));
    expect(await status()).toEqual({ hasWithdrawalPassword: false, lockedUntil: null });
    expect(codeOf(await m.setPassword('12345'))).toBe(ERROR_CODE.invalidParameter);
    expect(codeOf(await m.setPassword('abcdef'))).toBe(ERROR_CODE.invalidParameter);
    expect(codeOf(await m.setPassword('123456', '654321'))).toBe(ERROR_CODE.confirmationMismatch);
    expect(codeOf(await m.setPassword('123456'))).toBe('ok');
    expect(await status()).toEqual({ hasWithdrawalPassword: true, lockedUntil: null });
    const again = await m.setPassword('999999');
    expect([again.status, codeOf(again)]).toEqual([409, ERROR_CODE.paymentPasswordAlreadySet]);
  });

  it('counts wrong tries, locks after five (even the right one), and a right one resets the count', async () => {
    const m = await newMember(server, { cents: 100_000 });
    const card = await m.ready();
    const attempt = (paymentPassword: string) => m.withdraw({ amount: 100, bankCardId: card.id, paymentPassword });

    const first = await attempt('000000');
    expect([first.status, codeOf(first)]).toEqual([400, ERROR_CODE.paymentPasswordWrong]);
    expect(first.body.success === false && first.body.value).toEqual({ attemptsLeft: 4 });
    // A right one resets the count: four more wrong ones do not lock.
    expect(codeOf(await attempt('246810'))).toBe('ok');
    for (const left of [4, 3, 2, 1]) {
      const wrong = await attempt('111111');
      expect(wrong.body.success === false && wrong.body.value).toEqual({ attemptsLeft: left });
    }
    const fifth = await attempt('111111');
    expect([fifth.status, codeOf(fifth)]).toEqual([403, ERROR_CODE.paymentPasswordLocked]);
    const lockedUntil = (fifth.body.success === false && (fifth.body.value as { lockedUntil: string }).lockedUntil) || '';
    expect(Date.parse(lockedUntil) - Date.now()).toBeGreaterThan(PAYMENT_PASSWORD_LOCK_MS - 60_000);

    const right = await attempt('246810');
    expect([right.status, codeOf(right)]).toEqual([403, ERROR_CODE.paymentPasswordLocked]);
    expect(await m.walletCents()).toBe(90_000);

    // Once the lock has run out, the right one goes through again.
    await server.db.updateTable('payment_passwords').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('member_id', '=', m.id).execute();
    expect(codeOf(await attempt('246810'))).toBe('ok');
    expect(await m.walletCents()).toBe(80_000);
  });

  it('a password chosen at registration counts as set and is throttled the same way', async () => {
    const m = await newMember(server, { cents: 50_000 });
    const card = await m.value(m.addCard(cardNumber(m.id)));
    const { hashPassword } = await import('../../server/lib/password');
    await server.db.updateTable('members').set({ payment_password_hash: await hashPassword('777777') }).where('id', '=', m.id).execute();
    expect(codeOf(await m.setPassword('123456'))).toBe(ERROR_CODE.paymentPasswordAlreadySet);
    const wrong = await m.withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '000000' });
    expect(wrong.body.success === false && wrong.body.value).toEqual({ attemptsLeft: 4 });
    expect(codeOf(await m.withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '777777' }))).toBe('ok');
  });
});

describe('a withdrawal request', () => {
  it('refuses amounts outside the limits, more than two decimals, over the balance, a missing key, a foreign card', async () => {
    const m = await newMember(server, { cents: 500_00 });
    const card = await m.ready();
    const ask = (amount: number, key?: string | null) => m.withdraw({ amount, bankCardId: card.id, paymentPassword: '246810' }, key);

    for (const amount of [99.99, 50_000.01]) {
      const answer = await ask(amount);
      expect([answer.status, codeOf(answer)], String(amount)).toEqual([400, ERROR_CODE.amountOutOfRange]);
    }
    expect(codeOf(await ask(100.001))).toBe(ERROR_CODE.invalidParameter);
    expect(codeOf(await ask(-100))).toBe(ERROR_CODE.invalidParameter);
    const over = await ask(500.01);
    expect([over.status, codeOf(over)]).toEqual([400, ERROR_CODE.insufficientBalance]);
    const noKey = await ask(100, null);
    expect([noKey.status, codeOf(noKey)]).toEqual([400, ERROR_CODE.idempotencyKeyRequired]);
    const other = await newMember(server);
    const foreignCard = await other.value(other.addCard(cardNumber(other.id)));
    const foreign = await m.withdraw({ amount: 100, bankCardId: foreignCard.id, paymentPassword: '246810' });
    expect([foreign.status, codeOf(foreign)]).toEqual([404, ERROR_CODE.bankCardNotFound]);

    // Nothing of that moved money or left a request behind.
    expect(await m.walletCents()).toBe(500_00);
    expect((await m.report()).total).toBe(0);
    expect(await server.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', m.id).where('kind', '=', 'withdraw_hold').execute()).toHaveLength(0);
  });

  it('needs a payment password first', async () => {
    const m = await newMember(server, { cents: 200_00 });
    const card = await m.value(m.addCard(cardNumber(m.id)));
    const answer = await m.withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '123456' });
    expect([answer.status, codeOf(answer)]).toEqual([400, ERROR_CODE.paymentPasswordNotSet]);
  });

  it('is refused to a trial guest, whose credit is never money', async () => {
    const m = await newMember(server, { type: 4, cents: 200_00 });
    const card = await m.addCard(cardNumber(m.id));
    expect([card.status, codeOf(card)]).toEqual([403, ERROR_CODE.trialNoMoney]);
    expect(codeOf(await m.setPassword())).toBe(ERROR_CODE.trialNoMoney);
    const answer = await m.withdraw({ amount: 100, bankCardId: 1, paymentPassword: '246810' });
    expect([answer.status, codeOf(answer)]).toEqual([403, ERROR_CODE.trialNoMoney]);
    expect(await m.walletCents()).toBe(200_00);
  });

  it('holds the money at once; reject returns it to the wallet', async () => {
    const m = await newMember(server, { cents: 1_000_00 });
    const card = await m.ready();
    const answer = await m.withdraw({ amount: 250.5, bankCardId: card.id, paymentPassword: '246810' });
    expect(answer.status).toBe(200);
    if (!answer.body.success) throw new Error(answer.body.errorCode);
    const { withdrawal, balance, held } = answer.body.value;
    expect({ balance, held }).toEqual({ balance: 749.5, held: 250.5 });
    expect(withdrawal).toMatchObject({ amount: 250.5, state: 'pending', bankCardId: card.id, last4: card.last4, decidedAt: null });
    expect([await m.walletCents(), await m.holdCents()]).toEqual([749_50, 250_50]);
    expect(await m.report()).toMatchObject({ total: 1, held: 250.5 });

    const rejected = await decide(server, withdrawal.id, 'reject', 'Card holder name differs');
    expect(rejected.body.success && rejected.body.value).toMatchObject({ state: 'rejected', note: 'Card holder name differs' });
    expect([await m.walletCents(), await m.holdCents()]).toEqual([1_000_00, 0]);
    const report = await m.report();
    expect(report.held).toBe(0);
    expect(report.list[0]).toMatchObject({ id: withdrawal.id, state: 'rejected' });

    // A second decision, either way, is refused and moves nothing.
    for (const again of ['approve', 'reject'] as const) {
      const second = await decide(server, withdrawal.id, again);
      expect([second.status, codeOf(second)]).toEqual([409, ERROR_CODE.alreadyDecided]);
    }
    expect([await m.walletCents(), await m.holdCents()]).toEqual([1_000_00, 0]);
  });

  it('keeps no trace of the payment password in the idempotency store, not even in its hash', async () => {
    const m = await newMember(server, { cents: 500_00 });
    const card = await m.ready();
    const key = crypto.randomUUID();
    const body = { amount: 120, bankCardId: card.id, paymentPassword: '246810' };
    expect((await m.withdraw(body, key)).status).toBe(200);
    const stored = await server.db.selectFrom('applied_ops').select('request_hash').where('op_id', '=', key).executeTakeFirstOrThrow();
    const path = ENDPOINTS.withdraw.path;
    expect(stored.request_hash).toBe(requestHash('POST', path, { body: { amount: 120, bankCardId: card.id } }));
    expect(stored.request_hash).not.toBe(requestHash('POST', path, { body }));
  });

  it('approve pays the hold out: the hold is gone and the wallet is not restored', async () => {
    const m = await newMember(server, { cents: 1_000_00 });
    const card = await m.ready();
    const answer = await m.value(m.withdraw({ amount: 400, bankCardId: card.id, paymentPassword: '246810' }));
    const approved = await decide(server, answer.withdrawal.id, 'approve');
    expect(approved.body.success && approved.body.value.state).toBe('approved');
    expect([await m.walletCents(), await m.holdCents()]).toEqual([600_00, 0]);
    const second = await decide(server, answer.withdrawal.id, 'reject');
    expect([second.status, codeOf(second)]).toEqual([409, ERROR_CODE.alreadyDecided]);
    expect(await m.walletCents()).toBe(600_00);
    expect(codeOf(await decide(server, 987_654, 'approve'))).toBe(ERROR_CODE.withdrawalNotFound);
  });

  it('the report pages newest first and filters by state; the operator lists by member and state', async () => {
    const m = await newMember(server, { cents: 2_000_00 });
    const card = await m.ready();
    const ids: number[] = [];
    for (const amount of [100, 110, 120, 130, 140]) ids.push((await m.value(m.withdraw({ amount, bankCardId: card.id, paymentPassword: '246810' }))).withdrawal.id);
    await decide(server, ids[0]!, 'approve');
    await decide(server, ids[1]!, 'reject');

    const page1 = await m.report('?pageNo=1&pageSize=2');
    expect(page1).toMatchObject({ total: 5, pageNo: 1, pageSize: 2, held: 390 });
    expect(page1.list.map((w) => w.amount)).toEqual([140, 130]);
    expect((await m.report('?pageNo=3&pageSize=2')).list.map((w) => w.amount)).toEqual([100]);
    expect((await m.report('?state=pending')).list.map((w) => w.amount)).toEqual([140, 130, 120]);
    expect(codeOf(await m.call('GET', `${ENDPOINTS.withdrawReport.path}?state=paid`))).toBe(ERROR_CODE.invalidParameter);

    const res = await server.app.request(`${ENDPOINTS.operatorWithdrawals.path}?account=${m.account}&state=pending`, { headers: OPERATOR_HEADERS });
    const body = (await res.json()) as { value: { list: { account: string; amount: number }[] } };
    expect(body.value.list.map((w) => [w.account, w.amount])).toEqual([
      [m.account, 140],
      [m.account, 130],
      [m.account, 120],
    ]);
    const noKey = await server.app.request(ENDPOINTS.operatorWithdrawals.path);
    expect(noKey.status).toBe(403);
  });

  it('keeps to the operator’s daily count when one is set', async () => {
    await server.db.insertInto('settings').values({ key: 'withdraw', value: JSON.stringify({ dailyCount: 2 }) }).execute();
    try {
      const m = await newMember(server, { cents: 1_000_00 });
      const card = await m.ready();
      const ask = () => m.withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '246810' });
      expect(codeOf(await ask())).toBe('ok');
      expect(codeOf(await ask())).toBe('ok');
      const third = await ask();
      expect([third.status, codeOf(third)]).toEqual([429, ERROR_CODE.tooManyRequests]);
      expect(await m.walletCents()).toBe(800_00);
    } finally {
      await server.db.deleteFrom('settings').where('key', '=', 'withdraw').execute();
    }
  });
});

describe('the demo member', () => {
  it('has a card, the documented payment password and three past withdrawals backed by the ledger', async () => {
    const { issueSession } = await import('../../server/access/auth');
    const demo = await server.db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow();
    const token = await issueSession(server.db, demo.id, 1);
    const get = async <T>(path: string) => ((await (await server.app.request(path, { headers: { Authorization: token } })).json()) as { value: T }).value;
    const cards = await get<BankCardList>(ENDPOINTS.bankCards.path);
    expect(cards.list).toEqual([expect.objectContaining({ bankCode: 'DBBL', last4: '4242', isDefault: true })]);
    // The seeded number is one the card rules accept.
    const { cardNumberProblem } = await import('../../src/api/withdraw-wire');
    const card = await server.db.selectFrom('bank_cards').select('card_number').where('member_id', '=', demo.id).executeTakeFirstOrThrow();
    expect(cardNumberProblem(card.card_number)).toBeNull();
    const report = await get<{ list: { state: string; amount: number }[]; held: number }>(ENDPOINTS.withdrawReport.path);
    expect(report.list.map((w) => [w.state, w.amount])).toEqual([
      ['pending', 300],
      ['rejected', 1200],
      ['approved', 500],
    ]);
    expect(report.held).toBe(300);
    const { verifyPassword } = await import('../../server/lib/password');
    const stored = await server.db.selectFrom('payment_passwords').select('password_hash').where('member_id', '=', demo.id).executeTakeFirstOrThrow();
    expect(await verifyPassword('135790', stored.password_hash)).toBe(true);
    // Real ledger movements: each hold, then its post or void, in the order they happened.
    const moved = await server.db
      .selectFrom('ledger_transfers')
      .select(['transfer_key', 'kind', 'amount_cents'])
      .where('member_id', '=', demo.id)
      .where('transfer_key', 'like', `withdraw:${demo.id}:seed-%`)
      .orderBy('id')
      .execute();
    expect(moved.map((t) => [t.kind, Number(t.amount_cents)])).toEqual([
      ['withdraw_hold', 50_000],
      ['withdraw_post', 50_000],
      ['withdraw_hold', 120_000],
      ['withdraw_void', 120_000],
      ['withdraw_hold', 30_000],
    ]);
    const { ACCOUNTS, balanceOf } = await import('../../server/ledger');
    expect(await balanceOf(server.db, ACCOUNTS.hold(demo.id))).toBe(30_000);
  });
});
