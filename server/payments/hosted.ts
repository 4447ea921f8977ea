/**
 * A hosted payment provider (GATEWAY_URL): the pay link sends the member to the provider's
 * checkout with the order, signed with GATEWAY_SECRET so the provider can tell the request is
 * ours; the provider takes the payment and sends its callback, signed with the same secret, to
 * /wps/deposit/gateway/callback. Nothing on this server can mark a payment done: no page, no form.
 *
 * The checkout URL carries merchant, orderId, token, amount (units, two decimals), returnUrl,
 * callbackUrl and signature (hex HMAC-SHA256 of the canonical JSON of the other fields). The
 * callback body is {orderId, token, amount, status: "success" | "failed"}.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { Env } from '../env';
import { gatewayOrder } from '../deposit/deposits-settle';
import { PAY_PREFIX } from '../deposit/deposits';
import { returnPath, type PaymentGateway } from './port';
import { signatureValid, signBody } from './signature';

const TOKEN = /^[a-f0-9]{32}$/;

interface Checkout {
  orderId: number;
  token: string;
  amount: number;
  /** This site's origin, for the provider's way back and its callback. */
  origin: string;
}

export function checkoutUrl(env: Pick<Env, 'GATEWAY_URL' | 'MERCHANT'>, secret: string, order: Checkout): string {
  const fields = {
    merchant: env.MERCHANT,
    orderId: String(order.orderId),
    token: order.token,
    amount: order.amount.toFixed(2),
    returnUrl: `${order.origin}${returnPath(order.orderId)}`,
    callbackUrl: `${order.origin}${ENDPOINTS.gatewayCallback.path}`,
  };
  const url = new URL(env.GATEWAY_URL!);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  url.searchParams.set('signature', signBody(secret, fields));
  return url.toString();
}

export function hostedGateway({ db, env }: AppDeps): PaymentGateway {
  if (!env.GATEWAY_URL || !env.GATEWAY_SECRET) throw new Error('the hosted gateway needs GATEWAY_URL and GATEWAY_SECRET');
  const secret = env.GATEWAY_SECRET;
  return {
    name: 'hosted',
    verifyCallback: async (body, signature) => signatureValid(secret, body, signature),
    payLink: () => {
      const app = new Hono();
      app.get(`${PAY_PREFIX}:token`, async (c) => {
        // The link is a live payment token: never stored, never sent onwards in a Referer.
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        const token = c.req.param('token');
        const order = TOKEN.test(token) ? await gatewayOrder(db, token) : undefined;
        if (!order) return c.text('No such payment request', 404);
        if (order.state !== 'pending') return c.redirect(returnPath(order.id), 303);
        const origin = env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
        return c.redirect(checkoutUrl(env, secret, { orderId: order.id, token, amount: order.amount, origin }), 303);
      });
      app.all('/pay/*', (c) => c.text('Not found', 404));
      return app;
    },
  };
}
