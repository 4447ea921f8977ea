/**
 * Payment providers behind one interface (server/payments): production with a provider
 * (GATEWAY_URL) sends the member to the provider's checkout, signed, and is paid only by the
 * provider's signed callback; nothing on this server can mark a payment done. The demo's
 * simulated gateway is the same interface with a page of its own (tests/server/deposit.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositMethods, DepositOrder } from '../../src/api/deposit-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Envelope } from '../../src/api/envelope';
import { ACCOUNTS, balanceOf, findTransferByKey } from '../../server/ledger';
import { SIGNATURE_HEADER, signBody } from '../../server/payments/signature';
import { envelopeOf, jsonInit, valueOf } from './helpers';
import { PUBLIC_ORIGIN, freshSecret, startProductionServer, type ProductionServer } from './production-helpers';
import { href } from '../../src/routes';

const PROVIDER = 'https://pay.example.net/checkout';

let prod: ProductionServer;
let member: { id: number; token: string };
beforeAll(async () => {
  prod = await startProductionServer({ GATEWAY_URL: PROVIDER });
  // Production seeds no method: the operator adds its own.
  await prod.db
    .insertInto('deposit_methods')
    .values({ code: 'CARDPAY', kind: 'gateway', name: 'Card', min_cents: 10_000, max_cents: 5_000_000, quick_amounts: '[]', sort: 1, enabled: 1, payee: null, bank_name: null, account_no: null })
    .execute();
  member = await prod.addMember('hosted01');
});
afterAll(() => prod.close());

async function placeOrder(amount: number): Promise<DepositOrder> {
  const res = await prod.request(ENDPOINTS.depositCreate.path, jsonInit({ method: 'CARDPAY', amount }, member.token, { 'Idempotency-Key': crypto.randomUUID() }));
  return valueOf(await envelopeOf<DepositOrder>(res));
}

const callback = (body: unknown, secret: string) =>
  prod.request(ENDPOINTS.gatewayCallback.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
    body: JSON.stringify(body),
  });

describe('a hosted gateway (GATEWAY_URL)', () => {
  it('offers its methods', async () => {
    const res = await prod.request(ENDPOINTS.depositMethods.path, { headers: { Authorization: member.token } });
    const body = (await res.json()) as Envelope<DepositMethods>;
    expect(body.success && body.value.list.map((m) => m.code)).toEqual(['CARDPAY']);
  });

  it('sends the member from the pay link to the provider with the order, signed with the gateway secret', async () => {
    const order = await placeOrder(500);
    const token = order.payUrl!.split('/').pop()!;
    expect(order.payUrl).toBe(`/pay/gateway/${token}`);
    const res = await prod.request(order.payUrl!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const checkout = new URL(res.headers.get('Location')!);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(PROVIDER);
    const fields = Object.fromEntries([...checkout.searchParams].filter(([name]) => name !== 'signature'));
    expect(fields).toEqual({
      merchant: 'DEMO',
      orderId: String(order.id),
      token,
      amount: '500.00',
      returnUrl: `${PUBLIC_ORIGIN}${href('voucherCenter', { order: order.id })}`,
      callbackUrl: `${PUBLIC_ORIGIN}${ENDPOINTS.gatewayCallback.path}`,
    });
    expect(checkout.searchParams.get('signature')).toBe(signBody(prod.env.GATEWAY_SECRET!, fields));
  });

  it('has no page that pays: "success" posted to the pay link moves nothing', async () => {
    const order = await placeOrder(700);
    const res = await prod.request(order.payUrl!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=success' });
    expect(res.status).toBe(404);
    expect(await findTransferByKey(prod.db, `deposit:${order.id}`)).toBeUndefined();
  });

  it('is paid by the provider’s callback only, once, and refuses one signed with anything but GATEWAY_SECRET', async () => {
    const order = await placeOrder(900);
    const body = { orderId: order.id, token: order.payUrl!.split('/').pop()!, amount: 900, status: 'success' };
    const before = await balanceOf(prod.db, ACCOUNTS.wallet(member.id));
    const forged = await callback(body, freshSecret());
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, errorCode: ERROR_CODE.gatewaySignatureInvalid });
    for (let i = 0; i < 3; i++) expect((await callback(body, prod.env.GATEWAY_SECRET!)).status).toBe(200);
    expect((await balanceOf(prod.db, ACCOUNTS.wallet(member.id))) - before).toBe(90_000);
    // Paid: the link now only leads back to the deposit page.
    const after = await prod.request(order.payUrl!, { redirect: 'manual' });
    expect(after.headers.get('Location')).toBe(href('voucherCenter', { order: order.id }));
  });
});
