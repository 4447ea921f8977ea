/**
 * The simulated payment gateway's pay page (/pay/gateway/<token>, the demo only): what a real
 * gateway (DemoPay, the e-wallet channel) would show the member — the amount, Confirm and Fail. Plain HTML with
 * two forms and no script, so the app's CSP (script-src 'self', form-action 'self') holds; the
 * <style> block is allowed by style-src 'unsafe-inline'.
 *
 * Confirm or Fail makes the gateway send its signed callback, then sends the member back to the
 * deposit page with the order. The page never credits anything itself: only the verified
 * callback does (server/deposit/deposits-settle.ts).
 */
import { Hono, type Context } from 'hono';
import type { DepositOrder } from '../../src/api/deposit-wire';
import { formatAmount } from '../../src/api/money';
import type { Db } from '../db/connection';
import { escapeHtml } from '../lib/html';
import { gatewayOrder, type CallbackInput } from '../deposit/deposits-settle';
import { PAY_PREFIX } from '../deposit/deposits';
import { returnPath } from './port';

/** Sends a signed callback as the gateway would; answers the callback's HTTP status. */
export type SendCallback = (body: CallbackInput) => Promise<number>;

const TOKEN = /^[a-f0-9]{32}$/;

const STYLE = `
  body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#101418;color:#eef2f6;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{width:min(92vw,360px);background:#1b222a;border-radius:16px;padding:24px;box-shadow:0 8px 32px #0008}
  h1{font-size:18px;margin:0 0 4px}.brand{color:#7fb8ff;font-weight:700;letter-spacing:.04em}
  .amount{font-size:32px;font-weight:700;margin:16px 0}.muted{color:#98a4b3;font-size:14px}
  form{margin:0}.actions{display:grid;gap:12px;margin-top:20px}
  button,a.button{display:block;width:100%;box-sizing:border-box;padding:14px;border:0;border-radius:10px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
  .confirm{background:#2f9e62;color:#fff}.fail{background:#3a434e;color:#eef2f6}a.button{background:#2b6cb0;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function payPage(order: DepositOrder, token: string): string {
  const action = escapeHtml(`${PAY_PREFIX}${token}`);
  return page(
    `${order.methodName}: pay ${formatAmount(order.amount)}`,
    `<p class="brand">${escapeHtml(order.methodName)}</p>
<h1>Payment request</h1>
<p class="muted">Order ${order.id}</p>
<p class="amount" data-testid="gateway-amount">${escapeHtml(formatAmount(order.amount))}</p>
<p class="muted">A simulated gateway: Confirm pays the order, Fail declines it.</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button class="confirm" type="submit">Confirm payment</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button class="fail" type="submit">Fail payment</button></form>
</div>`,
  );
}

function closedPage(order: DepositOrder): string {
  const reason = order.state === 'expired' ? 'This payment request has expired.' : `This order is already ${order.state}.`;
  return page(
    'Payment closed',
    `<p class="brand">${escapeHtml(order.methodName)}</p><h1>${escapeHtml(reason)}</h1>
<p class="muted">Order ${order.id}</p><div class="actions"><a class="button" href="${escapeHtml(returnPath(order.id))}">Back to deposit</a></div>`,
  );
}

const notFound = (c: Context) => c.html(page('Not found', '<h1>No such payment request.</h1>'), 404);

export function simulatedPayPage(db: Db, send: SendCallback) {
  const app = new Hono();

  app.use(`${PAY_PREFIX}*`, async (c, next) => {
    // The URL is a live payment token: never stored, never sent onwards.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  app.get(`${PAY_PREFIX}:token`, async (c) => {
    const token = c.req.param('token');
    const order = TOKEN.test(token) ? await gatewayOrder(db, token) : undefined;
    if (!order) return notFound(c);
    return c.html(order.state === 'pending' ? payPage(order, token) : closedPage(order), order.state === 'pending' ? 200 : 410);
  });

  app.post(`${PAY_PREFIX}:token`, async (c) => {
    const token = c.req.param('token');
    const order = TOKEN.test(token) ? await gatewayOrder(db, token) : undefined;
    if (!order) return notFound(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form.outcome === 'success' ? 'success' : 'failed';
    if (order.state === 'pending') {
      // The gateway tells the server; an expired order is refused there and marked expired.
      await send({ orderId: order.id, token, amount: order.amount, status: outcome });
    }
    const after = await gatewayOrder(db, token);
    if (after && after.state === 'expired') return c.html(closedPage(after), 410);
    return c.redirect(returnPath(order.id), 303);
  });

  app.all('/pay/*', (c) => c.text('Not found', 404));
  return app;
}
