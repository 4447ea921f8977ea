/**
 * Deposits end to end on a real server and database: methods and promotions, gateway orders paid
 * through the pay page and the signed callback (exactly once however often it arrives), expiry,
 * bank and manual orders decided by the operator, bonuses, the refusals, receipts, the report,
 * and a balanced ledger at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositMethods, DepositOrder, DepositPromotions, DepositReport, OperatorDepositList } from '../../src/api/deposit-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Envelope } from '../../src/api/envelope';
import type { LoginValue } from '../../src/api/member-wire';
import { ACCOUNTS, balanceOf, checkLedger, findTransferByKey, ledgerHealthy } from '../../server/ledger';
import { encodePng } from '../../server/lib/png';
import { gatewaySecret, SIGNATURE_HEADER, signBody } from '../../server/payments/signature';
import { findMemberByAccount } from '../../server/member/members';
import { OPERATOR_HEADERS, startTestServer, type TestServer } from './helpers';
import { jpg } from './profile-helpers';
import { bonusClient, DAILY_RELOAD, WELCOME } from './bonus-helpers';
import { codeOf, newMember } from './withdraw-helpers';
import { href } from '../../src/routes';

let server: TestServer;
let demo: string;
let demoId: number;
let trial: string;
let keySeq = 0;

const newKey = () => `deposit-test-${++keySeq}-${Date.now().toString(36)}`;
const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);

const memberGet = <T>(path: string, token = demo) => server.call<T>(path, { headers: { Authorization: token } });

function create(body: unknown, { token = demo, key = newKey() as string | null } = {}) {
  return server.call<DepositOrder>(ENDPOINTS.depositCreate.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
}

function manual(fields: Record<string, string>, file: Blob | null, { key = newKey(), filename = 'receipt.png' } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('receipt', file, filename);
  return server.call<DepositOrder>(ENDPOINTS.depositManual.path, { method: 'POST', headers: { Authorization: demo, 'Idempotency-Key': key }, body: form });
}

async function placed(body: unknown): Promise<DepositOrder> {
  const { status, body: envelope } = await create(body);
  if (!envelope.success) throw new Error(`${status} ${envelope.errorCode}: ${envelope.message}`);
  return envelope.value;
}

const wallet = () => balanceOf(server.db, ACCOUNTS.wallet(demoId));

async function callback(order: DepositOrder, status: 'success' | 'failed' = 'success', signature?: string) {
  const token = order.payUrl!.split('/').pop()!;
  const body = { orderId: order.id, token, amount: order.amount, status };
  const signed = signature ?? signBody(await gatewaySecret(server.db, server.env), body);
  return server.call<{ orderId: number; state: string }>(ENDPOINTS.gatewayCallback.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signed },
    body: JSON.stringify(body),
  });
}

const decide = (orderId: number, decision: 'approve' | 'reject', note?: string) =>
  server.call<DepositOrder>(ENDPOINTS.operatorDepositDecide.path, { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify({ orderId, decision, note }) });

const order = async (id: number) => {
  const { body } = await memberGet<DepositOrder>(`${ENDPOINTS.depositOrder.path}?id=${id}`);
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
};

const png = () => new Blob([new Uint8Array(encodePng(4, 4, () => [10, 20, 30, 255]))], { type: 'image/png' });
const uploadCount = async () => Number((await server.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const orderCount = async () => Number((await server.db.selectFrom('deposit_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn('demo');
  demoId = (await findMemberByAccount(server.db, 'demo'))!.id;
  const started = await server.call<LoginValue>(ENDPOINTS.freeplay.path, { method: 'POST' });
  if (!started.body.success) throw new Error('no trial session');
  trial = started.body.value.token;
});
afterAll(() => server.close());

describe('what is on offer', () => {
  it('lists the seeded methods with limits, four quick amounts and bank details where paid by hand', async () => {
    const { body } = await memberGet<DepositMethods>(ENDPOINTS.depositMethods.path);
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value.list.map((m) => [m.code, m.kind])).toEqual([
      ['DEMOPAY', 'gateway'],
      ['EWALLET', 'ewallet'],
      ['BANK', 'bank'],
      ['MANUAL', 'manual'],
    ]);
    for (const method of body.value.list) {
      expect(method.quickAmounts).toHaveLength(4);
      expect(method.min).toBeLessThan(method.max);
      expect(method.bank === null).toBe(method.kind === 'gateway' || method.kind === 'ewallet');
    }
    expect(body.value.list.find((m) => m.code === 'MANUAL')!.needsReceipt).toBe(true);
  });

  it('lists the promotions that carry a deposit bonus', async () => {
    const { body } = await memberGet<DepositPromotions>(`${ENDPOINTS.depositPromotions.path}?language=en`);
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value.list).toEqual([
      { id: 1, title: 'Welcome Bonus 100%', bonusPercent: 100, bonusCap: 5000 },
      { id: 2, title: 'Daily Reload 10%', bonusPercent: 10, bonusCap: 500 },
    ]);
  });

  it('needs a member', async () => {
    expect((await server.call(ENDPOINTS.depositMethods.path)).status).toBe(401);
  });
});

describe('gateway orders', () => {
  it('confirm on the pay page credits the wallet once and sends the member back', async () => {
    const before = await wallet();
    const created = await placed({ method: 'DEMOPAY', amount: 250.5 });
    expect(created).toMatchObject({ state: 'pending', amount: 250.5, kind: 'gateway', bonus: 0 });
    expect(created.payUrl).toMatch(/^\/pay\/gateway\/[a-f0-9]{32}$/);

    const page = await server.app.request(created.payUrl!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('250.50');
    expect(html).not.toMatch(/<script/i);

    const confirmed = await server.app.request(created.payUrl!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(href('voucherCenter', { order: created.id }));
    expect(await wallet()).toBe(before + 25_050);
    expect((await order(created.id)).state).toBe('paid');
    expect((await order(created.id)).payUrl).toBeNull();

    // The pay page is closed now, and a second confirm moves nothing.
    expect((await server.app.request(created.payUrl!)).status).toBe(410);
    await server.app.request(created.payUrl!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(await wallet()).toBe(before + 25_050);
  });

  it('fail on the pay page credits nothing', async () => {
    const before = await wallet();
    const created = await placed({ method: 'EWALLET', amount: 60 });
    const failed = await server.app.request(created.payUrl!, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }) });
    expect(failed.status).toBe(303);
    expect((await order(created.id)).state).toBe('failed');
    expect(await wallet()).toBe(before);
  });

  it('a callback delivered ten times, in a row and at once, credits once', async () => {
    const before = await wallet();
    const created = await placed({ method: 'DEMOPAY', amount: 120 });
    for (let i = 0; i < 10; i++) expect(code((await callback(created)).body)).toBe('success');
    const parallel = await placed({ method: 'DEMOPAY', amount: 130 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(parallel)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await wallet()).toBe(before + 12_000 + 13_000);
    expect((await findTransferByKey(server.db, `deposit:${parallel.id}`))?.amountCents).toBe(13_000);
    // A later "failed" for a paid order changes nothing.
    expect(code((await callback(created, 'failed')).body)).toBe(ERROR_CODE.alreadyDecided);
    expect((await order(created.id)).state).toBe('paid');
  });

  it('refuses a callback whose signature does not verify', async () => {
    const before = await wallet();
    const created = await placed({ method: 'DEMOPAY', amount: 140 });
    for (const signature of ['0'.repeat(64), 'not-hex', signBody('another-secret-entirely', { orderId: created.id })]) {
      const { status, body } = await callback(created, 'success', signature);
      expect(status).toBe(401);
      expect(code(body)).toBe(ERROR_CODE.gatewaySignatureInvalid);
    }
    // No header at all, and a body changed after signing.
    const token = created.payUrl!.split('/').pop()!;
    const signed = signBody(await gatewaySecret(server.db, server.env), { orderId: created.id, token, amount: 1, status: 'success' });
    const tampered = await server.call(ENDPOINTS.gatewayCallback.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signed },
      body: JSON.stringify({ orderId: created.id, token, amount: 140, status: 'success' }),
    });
    expect(code(tampered.body)).toBe(ERROR_CODE.gatewaySignatureInvalid);
    const unsigned = await server.call(ENDPOINTS.gatewayCallback.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await order(created.id)).state).toBe('pending');
    expect(await wallet()).toBe(before);
  });

  it('refuses an expired order at the gateway and at the callback, and marks it expired', async () => {
    const before = await wallet();
    const created = await placed({ method: 'DEMOPAY', amount: 150 });
    await server.db.updateTable('deposit_orders').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', created.id).execute();
    expect((await server.app.request(created.payUrl!)).status).toBe(410);
    const { status, body } = await callback(created);
    expect(status).toBe(410);
    expect(code(body)).toBe(ERROR_CODE.depositOrderExpired);
    const row = await server.db.selectFrom('deposit_orders').select('state').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.state).toBe('expired');
    const confirm = await server.app.request(created.payUrl!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(confirm.status).toBe(410);
    expect(await wallet()).toBe(before);
  });

  it("credits the accepted promotion bonus with its own transfer, and only as the promotion's rules allow", async () => {
    // The Daily Reload: the first deposit of the day for a member who joined it.
    const member = await newMember(server);
    const bonus = bonusClient(server, member);
    expect(codeOf(await bonus.order(1000, DAILY_RELOAD))).toBe(ERROR_CODE.bonusNotEligible);
    await bonus.join(DAILY_RELOAD);
    const created = await member.value(bonus.order(1000, DAILY_RELOAD));
    expect(created.bonus).toBe(100);
    await bonus.pay(created);
    await bonus.pay(created);
    expect(await member.walletCents()).toBe(110_000);
    const paid = await findTransferByKey(server.db, `deposit-bonus:${created.id}`);
    expect(paid).toMatchObject({ kind: 'bonus', amountCents: 10_000, reference: `deposit:${created.id}` });
    expect(codeOf(await bonus.order(1000, DAILY_RELOAD))).toBe(ERROR_CODE.bonusNotEligible);
    // Capped: 100% of 8,000 is capped at 5,000 (the Welcome Bonus, once its application is approved).
    const newcomer = bonusClient(server, await newMember(server));
    await newcomer.applyApproved(WELCOME);
    expect(((await newcomer.order(8000, WELCOME)).body as { value: { bonus: number } }).value.bonus).toBe(5000);
  });
});

describe('bank orders and the operator', () => {
  it('stay pending; approve credits once, a second decision is already_decided', async () => {
    const before = await wallet();
    const created = await placed({ method: 'BANK', amount: 600 });
    expect(created).toMatchObject({ state: 'pending', payUrl: null, kind: 'bank' });
    expect(await wallet()).toBe(before);

    const listed = await server.call<OperatorDepositList>(`${ENDPOINTS.operatorDeposits.path}?state=pending`, { headers: OPERATOR_HEADERS });
    if (!listed.body.success) throw new Error(listed.body.errorCode);
    expect(listed.body.value.list.find((o) => o.id === created.id)).toMatchObject({ account: 'demo', amount: 600 });

    const [first, second] = await Promise.all([decide(created.id, 'approve'), decide(created.id, 'approve')]);
    expect([code(first.body), code(second.body)].sort()).toEqual([ERROR_CODE.alreadyDecided, 'success'].sort());
    expect(code((await decide(created.id, 'approve')).body)).toBe(ERROR_CODE.alreadyDecided);
    expect(code((await decide(created.id, 'reject')).body)).toBe(ERROR_CODE.alreadyDecided);
    expect(await wallet()).toBe(before + 60_000);
    expect((await order(created.id)).state).toBe('paid');
  });

  it('reject credits nothing', async () => {
    const before = await wallet();
    const created = await placed({ method: 'BANK', amount: 700 });
    const rejected = await decide(created.id, 'reject', 'No such transfer arrived');
    expect(rejected.body.success && rejected.body.value).toMatchObject({ state: 'rejected', note: 'No such transfer arrived' });
    expect(await wallet()).toBe(before);
    expect(await findTransferByKey(server.db, `deposit:${created.id}`)).toBeUndefined();
    expect(await findTransferByKey(server.db, `deposit-bonus:${created.id}`)).toBeUndefined();
  });

  it('refuses operator decisions on gateway orders and without the key', async () => {
    const created = await placed({ method: 'DEMOPAY', amount: 100 });
    expect(code((await decide(created.id, 'approve')).body)).toBe(ERROR_CODE.invalidParameter);
    const unauthorised = await server.call(ENDPOINTS.operatorDepositDecide.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: demo },
      body: JSON.stringify({ orderId: created.id, decision: 'approve' }),
    });
    expect(unauthorised.status).toBe(403);
  });
});

describe('refusals', () => {
  it('amount outside the limits, too many decimals, unknown method', async () => {
    expect(code((await create({ method: 'DEMOPAY', amount: 99.99 })).body)).toBe(ERROR_CODE.amountOutOfRange);
    expect(code((await create({ method: 'DEMOPAY', amount: 50_000.01 })).body)).toBe(ERROR_CODE.amountOutOfRange);
    const decimals = await create({ method: 'DEMOPAY', amount: 100.555 });
    expect([decimals.status, code(decimals.body)]).toEqual([400, ERROR_CODE.invalidParameter]);
    expect(code((await create({ method: 'DEMOPAY', amount: -5 })).body)).toBe(ERROR_CODE.invalidParameter);
    expect(code((await create({ method: 'NOPE', amount: 100 })).body)).toBe(ERROR_CODE.depositMethodUnavailable);
    expect(code((await create({ method: 'DEMOPAY', amount: 100, promotionId: 3 })).body)).toBe(ERROR_CODE.promotionNotFound);
    // A manual transfer needs its receipt: not through the plain order call.
    expect(code((await create({ method: 'MANUAL', amount: 300 })).body)).toBe(ERROR_CODE.invalidParameter);
  });

  it('a trial guest cannot deposit', async () => {
    const { status, body } = await create({ method: 'DEMOPAY', amount: 100 }, { token: trial });
    expect([status, code(body)]).toEqual([403, ERROR_CODE.trialNoMoney]);
  });

  it('needs an Idempotency-Key; a repeated key answers the first order and makes no second one', async () => {
    const missing = await create({ method: 'DEMOPAY', amount: 100 }, { key: null });
    expect([missing.status, code(missing.body)]).toEqual([400, ERROR_CODE.idempotencyKeyRequired]);
    const key = newKey();
    const before = await orderCount();
    const first = await create({ method: 'BANK', amount: 900 }, { key });
    const again = await create({ method: 'BANK', amount: 900 }, { key });
    expect(first.body.success && again.body.success).toBe(true);
    if (!first.body.success || !again.body.success) return;
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(await orderCount()).toBe(before + 1);
    // The same key for another order is a client bug, not a second order.
    expect(code((await create({ method: 'BANK', amount: 901 }, { key })).body)).toBe(ERROR_CODE.idempotencyKeyReused);
  });
});

describe('manual transfers and receipts', () => {
  it('stores a png receipt with the order; the operator can see it and approve', async () => {
    const before = await wallet();
    const { body } = await manual({ method: 'MANUAL', amount: '300' }, png());
    if (!body.success) throw new Error(`${body.errorCode}: ${body.message}`);
    expect(body.value).toMatchObject({ state: 'pending', hasReceipt: true, kind: 'manual', amount: 300 });
    const listed = await server.call<OperatorDepositList>(`${ENDPOINTS.operatorDeposits.path}?state=pending`, { headers: OPERATOR_HEADERS });
    const mine = listed.body.success ? listed.body.value.list.find((o) => o.id === body.value.id) : undefined;
    expect(mine?.receiptId).toBeGreaterThan(0);
    const image = await server.app.request(`${ENDPOINTS.operatorUpload.path}?id=${mine!.receiptId}`, { headers: OPERATOR_HEADERS });
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    // Not for the member's token.
    expect((await server.app.request(`${ENDPOINTS.operatorUpload.path}?id=${mine!.receiptId}`, { headers: { Authorization: demo } })).status).toBe(403);
    expect(code((await decide(body.value.id, 'approve')).body)).toBe('success');
    expect(await wallet()).toBe(before + 30_000);
  });

  it('accepts jpg by its bytes; refuses other types and files over 5 MB, storing nothing', async () => {
    expect(code((await manual({ method: 'MANUAL', amount: '250' }, jpg(), { filename: 'r.jpg' })).body)).toBe('success');
    // A jpg header with nothing that decodes behind it is not an image.
    const header = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])], { type: 'image/jpeg' });
    expect(code((await manual({ method: 'MANUAL', amount: '250' }, header, { filename: 'r.jpg' })).body)).toBe(ERROR_CODE.uploadTypeNotAllowed);

    const [uploads, orders] = [await uploadCount(), await orderCount()];
    const gif = new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/png' });
    const renamed = await manual({ method: 'MANUAL', amount: '250' }, gif);
    expect([renamed.status, code(renamed.body)]).toEqual([400, ERROR_CODE.uploadTypeNotAllowed]);
    const script = new Blob(['<script>alert(1)</script>'], { type: 'image/jpeg' });
    expect(code((await manual({ method: 'MANUAL', amount: '250' }, script, { filename: 'x.jpg' })).body)).toBe(ERROR_CODE.uploadTypeNotAllowed);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new Uint8Array(encodePng(2, 2, () => [0, 0, 0, 255])));
    const tooLarge = await manual({ method: 'MANUAL', amount: '250' }, new Blob([big], { type: 'image/png' }));
    expect([tooLarge.status, code(tooLarge.body)]).toEqual([413, ERROR_CODE.uploadTooLarge]);
    const huge = await manual({ method: 'MANUAL', amount: '250' }, new Blob([new Uint8Array(7 * 1024 * 1024)], { type: 'image/png' }));
    expect(code(huge.body)).toBe(ERROR_CODE.uploadTooLarge);

    // A good file with a bad amount: refused before anything is kept.
    expect(code((await manual({ method: 'MANUAL', amount: '10' }, png())).body)).toBe(ERROR_CODE.amountOutOfRange);
    expect(code((await manual({ method: 'MANUAL', amount: '250' }, null)).body)).toBe(ERROR_CODE.invalidParameter);
    expect([await uploadCount(), await orderCount()]).toEqual([uploads, orders]);
  });
});

describe('the report', () => {
  it('pages through the member orders newest first, with a state filter, seeded history included', async () => {
    const first = await memberGet<DepositReport>(`${ENDPOINTS.depositReport.path}?page=1&pageSize=5`);
    if (!first.body.success) throw new Error(first.body.errorCode);
    const { total, list } = first.body.value;
    expect(list).toHaveLength(5);
    const all: DepositOrder[] = [];
    for (let page = 1; (page - 1) * 5 < total; page++) {
      const { body } = await memberGet<DepositReport>(`${ENDPOINTS.depositReport.path}?page=${page}&pageSize=5`);
      if (body.success) all.push(...body.value.list);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all.map((o) => o.id)).size).toBe(total);
    const times = all.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The seed's states are all there.
    expect(new Set(all.map((o) => o.state))).toEqual(new Set(['pending', 'paid', 'failed', 'rejected', 'expired']));

    const paid = await memberGet<DepositReport>(`${ENDPOINTS.depositReport.path}?state=paid&pageSize=100`);
    if (!paid.body.success) throw new Error(paid.body.errorCode);
    expect(paid.body.value.list.every((o) => o.state === 'paid')).toBe(true);
    expect(paid.body.value.total).toBe(all.filter((o) => o.state === 'paid').length);
    // Every paid order is explained by its ledger transfer.
    for (const o of paid.body.value.list) expect((await findTransferByKey(server.db, `deposit:${o.id}`))?.amountCents).toBe(Math.round(o.amount * 100));
    expect(code((await memberGet(`${ENDPOINTS.depositReport.path}?state=lost`)).body)).toBe(ERROR_CODE.invalidParameter);
  });

  it("shows one order only to its member", async () => {
    const created = await placed({ method: 'BANK', amount: 500 });
    const agent = await server.signIn('agent');
    expect(code((await memberGet(`${ENDPOINTS.depositOrder.path}?id=${created.id}`, agent)).body)).toBe(ERROR_CODE.depositOrderNotFound);
  });
});

describe('the ledger', () => {
  it('balances after everything above', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
