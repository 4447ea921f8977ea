/** "My wallet": summary, main ↔ vendor transfers, the bonus claim, the transaction list — all on the real ledger. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy, transfer } from '../../server/ledger';
import { OWN_WALLET_VENDOR, PROMOTION_BONUS_CENTS } from '../../server/seed/wallet';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BonusClaimValue, TransactionPage, TransferValue, WalletSummary } from '../../src/api/wallet-wire';
import type { PromotionList } from '../../src/api/content-wire';
import { startTestServer, type TestServer } from './helpers';
import { code, walletClient } from './wallet-helpers';

let server: TestServer;
let api: ReturnType<typeof walletClient>;

const mainCents = (id: number) => balanceOf(server.db, ACCOUNTS.wallet(id));
const vendorCents = (id: number) => balanceOf(server.db, ACCOUNTS.vendor(id, OWN_WALLET_VENDOR));
const moveMoney = (token: string, body: unknown, key?: string | null) => api.post<TransferValue>(ENDPOINTS.walletTransfer.path, token, body, key);
const claim = (token: string, promotionId: number, key?: string) => api.post<BonusClaimValue>(ENDPOINTS.bonusClaim.path, token, { promotionId }, key);

beforeAll(async () => {
  server = await startTestServer();
  api = walletClient(server);
});
afterAll(() => server.close());

describe('summary', () => {
  it('shows the seeded demo member: main and held from the ledger, 1,000.00 at PG Electronic', async () => {
    const { status, body } = await api.get<WalletSummary>(ENDPOINTS.walletSummary.path, await server.signIn('demo'));
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.errorCode);
    const demo = await server.db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow();
    // Whatever other seeded activity did to the main wallet, the summary reads it from the ledger.
    const main = (await mainCents(demo.id)) / 100;
    const held = (await balanceOf(server.db, ACCOUNTS.hold(demo.id))) / 100;
    expect(main).toBeGreaterThan(0);
    expect(body.value).toEqual({ main, held, vendors: [{ code: OWN_WALLET_VENDOR, name: 'PG Electronic', balance: 1_000 }], withdrawable: main, bonus: null });
  });

  it('needs a member: a guest gets 401', async () => {
    expect((await api.request(ENDPOINTS.walletSummary.path)).status).toBe(401);
  });

  it('counts a pending withdrawal as held, out of the main wallet', async () => {
    const m = await api.newMember(10_000);
    await server.db.transaction().execute((trx) =>
      transfer(trx, { key: `test-hold:${m.id}`, debit: ACCOUNTS.wallet(m.id), credit: ACCOUNTS.hold(m.id), amountCents: 2_500, kind: 'withdraw_hold' }),
    );
    const { body } = await api.get<WalletSummary>(ENDPOINTS.walletSummary.path, m.token);
    expect(body.success && body.value).toMatchObject({ main: 75, held: 25, withdrawable: 75 });
  });
});

describe('transfer main ↔ vendor', () => {
  it('moves money both ways, one ledger transfer each, and the summary follows', async () => {
    const m = await api.newMember(50_000);
    const out = await moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 120.5 });
    expect(out.status).toBe(200);
    expect(out.body.success && out.body.value).toEqual({ from: 'main', to: OWN_WALLET_VENDOR, amount: 120.5, fromBalance: 379.5, toBalance: 120.5 });
    const back = await moveMoney(m.token, { from: OWN_WALLET_VENDOR.toLowerCase(), to: 'main', amount: 20.25 });
    expect(back.body.success && back.body.value).toEqual({ from: OWN_WALLET_VENDOR, to: 'main', amount: 20.25, fromBalance: 100.25, toBalance: 399.75 });
    expect(await mainCents(m.id)).toBe(39_975);
    expect(await vendorCents(m.id)).toBe(10_025);
    const rows = await server.db.selectFrom('ledger_transfers').select(['kind', 'amount_cents']).where('member_id', '=', m.id).where('kind', 'like', 'transfer_%').orderBy('id').execute();
    expect(rows.map((r) => [r.kind, Number(r.amount_cents)])).toEqual([
      ['transfer_out', 12_050],
      ['transfer_in', 2_025],
    ]);
    const { body } = await api.get<WalletSummary>(ENDPOINTS.walletSummary.path, m.token);
    expect(body.success && body.value.vendors).toEqual([{ code: OWN_WALLET_VENDOR, name: 'PG Electronic', balance: 100.25 }]);
  });

  it('refuses an overdraft of either side and moves nothing', async () => {
    const m = await api.newMember(1_000);
    const over = await moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 10.01 });
    expect([over.status, code(over.body)]).toEqual([400, 'insufficient_balance']);
    const back = await moveMoney(m.token, { from: OWN_WALLET_VENDOR, to: 'main', amount: 0.01 });
    expect([back.status, code(back.body)]).toEqual([400, 'insufficient_balance']);
    expect([await mainCents(m.id), await vendorCents(m.id)]).toEqual([1_000, 0]);
  });

  it('refuses a vendor without a wallet of its own, or none at all', async () => {
    const m = await api.newMember(1_000);
    for (const to of ['JILI', 'NOPE']) {
      const { status, body } = await moveMoney(m.token, { from: 'main', to, amount: 1 });
      expect([status, code(body)]).toEqual([404, 'vendor_wallet_unknown']);
    }
    expect(await mainCents(m.id)).toBe(1_000);
  });

  it('refuses bad input with 400 envelopes: same side twice, no main side, bad amounts, no key', async () => {
    const m = await api.newMember(1_000);
    for (const body of [
      { from: 'main', to: 'main', amount: 1 },
      { from: OWN_WALLET_VENDOR, to: 'JILI', amount: 1 },
      { from: 'main', to: OWN_WALLET_VENDOR, amount: 0 },
      { from: 'main', to: OWN_WALLET_VENDOR, amount: 1.005 },
      { from: 'main', to: OWN_WALLET_VENDOR, amount: '5' },
      { from: 'main<script>', to: OWN_WALLET_VENDOR, amount: 1 },
    ]) {
      const answer = await moveMoney(m.token, body);
      expect([answer.status, code(answer.body)]).toEqual([400, 'invalid_parameter']);
    }
    const keyless = await moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 1 }, null);
    expect([keyless.status, code(keyless.body)]).toEqual([400, 'idempotency_key_required']);
    expect(await mainCents(m.id)).toBe(1_000);
  });

  it('answers a trial guest 403 trial_no_money', async () => {
    const trial = await api.newMember(0, 4);
    const { status, body } = await moveMoney(trial.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 1 });
    expect([status, code(body)]).toEqual([403, 'trial_no_money']);
  });

  it('applies a repeated key once, with the first answer', async () => {
    const m = await api.newMember(10_000);
    const key = crypto.randomUUID();
    const first = await moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 30 }, key);
    const again = await moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 30 }, key);
    expect(again.body).toEqual(first.body);
    expect([await mainCents(m.id), await vendorCents(m.id)]).toEqual([7_000, 3_000]);
  });

  it('applies 20 parallel requests with one key once', async () => {
    const m = await api.newMember(10_000);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => moveMoney(m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 40 }, key)));
    // Each is the first answer or "still being applied"; never a second transfer.
    for (const a of answers) expect(['success', 'op_in_progress']).toContain(code(a.body));
    expect(answers.some((a) => a.body.success)).toBe(true);
    expect([await mainCents(m.id), await vendorCents(m.id)]).toEqual([6_000, 4_000]);
    const moves = await server.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', m.id).where('kind', '=', 'transfer_out').execute();
    expect(moves).toHaveLength(1);
  });
});

describe('bonus claim', () => {
  async function memberInClaim(promotionId: number, status = 'claim') {
    const m = await api.newMember(0);
    await server.db.insertInto('promotion_members').values({ member_id: m.id, promotion_id: promotionId, status, updated_at: new Date().toISOString() }).execute();
    return m;
  }
  const statusIn = async (token: string, promotionId: number) => {
    const { body } = await api.get<PromotionList>(`${ENDPOINTS.promotions.path}?language=en`, token);
    if (!body.success) throw new Error(body.errorCode);
    return body.value.list.find((p) => p.id === promotionId)?.status;
  };

  it('pays the bonus once even with 10 different keys in parallel, then shows claimed', async () => {
    const m = await memberInClaim(6);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, 6)));
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.success && paid[0]!.body.value).toEqual({ promotionId: 6, status: 'claimed', bonus: PROMOTION_BONUS_CENTS[6]! / 100, balance: PROMOTION_BONUS_CENTS[6]! / 100 });
    for (const a of answers.filter((x) => !x.body.success)) expect([a.status, code(a.body)]).toEqual([409, 'bonus_not_claimable']);
    expect(await mainCents(m.id)).toBe(PROMOTION_BONUS_CENTS[6]);
    expect(await statusIn(m.token, 6)).toBe('claimed');
    const again = await claim(m.token, 6);
    expect([again.status, code(again.body)]).toEqual([409, 'bonus_not_claimable']);
    expect(await mainCents(m.id)).toBe(PROMOTION_BONUS_CENTS[6]);
  });

  it('refuses a promotion that is not in claim (applying, claimed, never acted, unknown)', async () => {
    const applying = await memberInClaim(1, 'applying');
    const refused = await claim(applying.token, 1);
    expect([refused.status, code(refused.body)]).toEqual([409, 'bonus_not_claimable']);
    expect(refused.body.success ? null : refused.body.value).toEqual({ promotionId: 1, status: 'applying' });
    const stranger = await api.newMember(0);
    expect(code((await claim(stranger.token, 9)).body)).toBe('bonus_not_claimable');
    expect((await claim(stranger.token, 999)).status).toBe(404);
    expect(await mainCents(applying.id)).toBe(0);
    expect(await mainCents(stranger.id)).toBe(0);
  });

  it('refuses a promotion in claim that pays no bonus', async () => {
    const m = await memberInClaim(2);
    expect(code((await claim(m.token, 2)).body)).toBe('bonus_not_claimable');
  });

  it('pays after the operator approves an application', async () => {
    const m = await memberInClaim(9, 'applying');
    const review = await api.request(ENDPOINTS.operatorPromotionReview.path, {
      method: 'POST',
      headers: { 'X-Operator-Key': 'test-operator-key-not-secret', 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: m.account, promotionId: 9, decision: 'approve' }),
    });
    expect(review.status).toBe(200);
    expect(code((await claim(m.token, 9)).body)).toBe('success');
    expect(await mainCents(m.id)).toBe(PROMOTION_BONUS_CENTS[9]);
  });
});

describe('transactions', () => {
  /** Real ledger rows on fixed days: deposits, bets, a win, a bonus and a transfer. */
  async function memberWithHistory() {
    const m = await api.newMember(0);
    const wallet = ACCOUNTS.wallet(m.id);
    const rows = [
      { day: '2025-03-01', kind: 'deposit', debit: ACCOUNTS.depositClearing('bank'), credit: wallet, cents: 100_000 },
      { day: '2025-03-02', kind: 'bet', debit: wallet, credit: ACCOUNTS.house, cents: 1_000 },
      { day: '2025-03-02', kind: 'win', debit: ACCOUNTS.house, credit: wallet, cents: 2_500 },
      { day: '2025-03-03', kind: 'bet', debit: wallet, credit: ACCOUNTS.house, cents: 500 },
      { day: '2025-03-04', kind: 'bonus', debit: ACCOUNTS.bonusExpense, credit: wallet, cents: 3_000 },
      { day: '2025-03-05', kind: 'deposit', debit: ACCOUNTS.depositClearing('bank'), credit: wallet, cents: 20_000 },
      { day: '2025-03-06', kind: 'transfer_out', debit: wallet, credit: ACCOUNTS.vendor(m.id, OWN_WALLET_VENDOR), cents: 4_000 },
    ] as const;
    let n = 0;
    for (const r of rows) {
      n += 1;
      await server.db.transaction().execute((trx) =>
        transfer(trx, { key: `hist:${m.id}:${n}`, debit: r.debit, credit: r.credit, amountCents: r.cents, kind: r.kind, memberId: m.id, now: new Date(`${r.day}T12:00:00.000Z`) }),
      );
    }
    return m;
  }
  const list = async (token: string, query: string) => {
    const { status, body } = await api.get<TransactionPage>(`${ENDPOINTS.walletTransactions.path}?${query}`, token);
    if (!body.success) throw new Error(`${status} ${body.errorCode}`);
    return body.value;
  };

  it('lists the main wallet newest first, signed, with the balance after each line', async () => {
    const m = await memberWithHistory();
    const page = await list(m.token, '');
    expect(page.total).toBe(7);
    expect(page.list.map((l) => [l.type, l.amount, l.balanceAfter, l.createdAt.slice(0, 10)])).toEqual([
      ['transfer', -40, 1_200, '2025-03-06'],
      ['deposit', 200, 1_240, '2025-03-05'],
      ['bonus', 30, 1_040, '2025-03-04'],
      ['bet', -5, 1_010, '2025-03-03'],
      ['win', 25, 1_015, '2025-03-02'],
      ['bet', -10, 990, '2025-03-02'],
      ['deposit', 1_000, 1_000, '2025-03-01'],
    ]);
    expect(page.list[0]!.kind).toBe('transfer_out');
  });

  it('filters by type and by an inclusive day range', async () => {
    const m = await memberWithHistory();
    expect((await list(m.token, 'type=deposit')).list.map((l) => l.amount)).toEqual([200, 1_000]);
    expect((await list(m.token, 'type=bet')).total).toBe(2);
    expect((await list(m.token, 'from=2025-03-02&to=2025-03-04')).list.map((l) => l.type)).toEqual(['bonus', 'bet', 'win', 'bet']);
    expect((await list(m.token, 'type=bet&from=2025-03-03&to=2025-03-03')).list.map((l) => l.amount)).toEqual([-5]);
    expect((await list(m.token, 'from=2025-04-01')).total).toBe(0);
  });

  it('pages: a page size and a page number, the total of all pages', async () => {
    const m = await memberWithHistory();
    const pages = [await list(m.token, 'pageSize=3&page=1'), await list(m.token, 'pageSize=3&page=2'), await list(m.token, 'pageSize=3&page=3')];
    expect(pages.map((p) => p.list.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    const ids = pages.flatMap((p) => p.list.map((l) => l.id));
    expect(new Set(ids).size).toBe(7);
    expect(pages[2]!.list[0]!.type).toBe('deposit');
  });

  it("lists a vendor wallet's own lines", async () => {
    const m = await memberWithHistory();
    const page = await list(m.token, `account=${OWN_WALLET_VENDOR}`);
    expect(page.account).toBe(OWN_WALLET_VENDOR);
    expect(page.list.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([['transfer_out', 40, 40]]);
  });

  it('refuses bad queries with 400 and an unknown wallet with vendor_wallet_unknown', async () => {
    const m = await api.newMember(0);
    for (const q of ['type=nope', 'from=2025-02-30', 'from=1999-12-31', 'to=2031-01-01', 'from=2025-03-05&to=2025-03-01', 'page=0', 'pageSize=101']) {
      const { status, body } = await api.get(`${ENDPOINTS.walletTransactions.path}?${q}`, m.token);
      expect([q, status, code(body)]).toEqual([q, 400, 'invalid_parameter']);
    }
    const { status, body } = await api.get(`${ENDPOINTS.walletTransactions.path}?account=JILI`, m.token);
    expect([status, code(body)]).toEqual([404, 'vendor_wallet_unknown']);
  });
});

describe('the ledger after all of it', () => {
  it('is healthy', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
