/**
 * Deposit calls, mounted from the registry (src/api/endpoints/deposit.ts), and the payment
 * gateway's pay link (server/payments). Money moves only in server/deposit/deposits-settle.ts.
 */
import { Hono, type Context } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { fileBytes } from '../lib/multipart';
import { depositMethods, depositPromotions, depositReport, memberOrder, placeOrder } from './deposits';
import { gatewayCallback, operatorDecide, operatorOrders, type CallbackInput } from './deposits-settle';
import { paymentGatewayFor } from '../payments/gateway';
import { paysAtGateway } from '../payments/port';
import { SIGNATURE_HEADER } from '../payments/signature';
import { normaliseLanguage } from '../lib/language';
import { readUpload } from '../lib/uploads';
import { mount } from '../http/mount';
import { answerRefusal } from '../lib/refusal';


/** Trial (type 4) guests play with credit that is not money: no deposits. */

/** What a gateway order and a bank transfer with its receipt both place: the member's order under its key. */
const orderFor = (memberId: number, key: string, body: { method: string; amount: number; promotionId?: number | null }) => ({
  memberId,
  key,
  method: body.method,
  amount: body.amount,
  promotionId: body.promotionId ?? null,
  language: 'en',
});

export function depositRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();
  const gateway = paymentGatewayFor(deps);
  // Without a gateway (production with no provider) its methods are not on offer at all.
  const offered = async () => (await depositMethods(db)).filter((m) => gateway || !paysAtGateway(m.kind));
  const gatewayMissing = async (c: Context, code: string) => {
    if (gateway) return null;
    const method = (await depositMethods(db)).find((m) => m.code === code);
    return method && paysAtGateway(method.kind) ? failure(c, 404, ERROR_CODE.depositMethodUnavailable, 'No payment gateway is configured on this server') : null;
  };

  mount(app, ENDPOINTS.depositMethods, deps, async (_c, { ok }) => ok({ list: await offered() }));

  mount(app, ENDPOINTS.depositPromotions, deps, async (_c, { query, ok }) =>
    ok({ list: await depositPromotions(db, normaliseLanguage(query.language)) }),
  );

  mount(app, ENDPOINTS.depositCreate, deps, async (c, { body, key, ok }) => {
    const refusal = await gatewayMissing(c, body.method);
    if (refusal) return refusal;
    const result = await placeOrder(db, orderFor(c.var.member.id, key, body));
    return result.ok ? ok(result.order) : answerRefusal(c, result);
  });

  mount(app, ENDPOINTS.depositManual, deps, async (c, { body, key, ok }) => {
    const result = await placeOrder(db, { ...orderFor(c.var.member.id, key, body), receipt: fileBytes(body.receipt) });
    return result.ok ? ok(result.order) : answerRefusal(c, result);
  });
  mount(app, ENDPOINTS.depositReport, deps, async (c, { query, ok }) => ok(await depositReport(db, c.var.member.id, query)));

  mount(app, ENDPOINTS.depositOrder, deps, async (c, { query, ok }) => {
    const order = await memberOrder(db, c.var.member.id, query.id);
    return order ? ok(order) : failure(c, 404, ERROR_CODE.depositOrderNotFound, `No deposit order ${query.id}`);
  });

  mount(app, ENDPOINTS.gatewayCallback, deps, async (c, { body, ok }) => {
    // The signature is the gateway's credential: nothing about the order is read before it verifies.
    if (!gateway || !(await gateway.verifyCallback(body, c.req.header(SIGNATURE_HEADER)))) {
      return failure(c, 401, ERROR_CODE.gatewaySignatureInvalid, `${SIGNATURE_HEADER} does not verify`);
    }
    const result = await gatewayCallback(db, body);
    return result.ok ? ok({ orderId: result.order.id, state: result.order.state }) : answerRefusal(c, result);
  });

  mount(app, ENDPOINTS.operatorDeposits, deps, async (_c, { query, ok }) => ok({ list: await operatorOrders(db, query.state) }));

  mount(app, ENDPOINTS.operatorDepositDecide, deps, async (c, { body, ok }) => {
    const result = await operatorDecide(db, body);
    return result.ok ? ok(result.order) : answerRefusal(c, result);
  });

  mount(app, ENDPOINTS.operatorUpload, deps, async (c, { query }) => {
    const upload = await readUpload(db, query.id);
    if (!upload) return failure(c, 404, ERROR_CODE.notFound, `No upload ${query.id}`);
    c.header('Content-Type', upload.mime);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', `inline; filename="upload-${upload.id}"`);
    return c.body(new Uint8Array(upload.bytes));
  });

  /**
   * The simulated gateway delivers its callback through this app (app.request) rather than over
   * the network: the callback still runs its whole HTTP path — validation, signature check,
   * settlement — but the server need not know the public origin it is reached at (proxies, ports
   * chosen at random in tests), and a payment never waits on a loopback connection.
   */
  const deliver = async (body: CallbackInput, signature: string) => {
    const res = await app.request(ENDPOINTS.gatewayCallback.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: JSON.stringify(body),
    });
    return res.status;
  };
  // No gateway, no pay link: /pay/* is not mounted and answers the plain 404.
  if (gateway) app.route('/', gateway.payLink(deliver));

  return app;
}
