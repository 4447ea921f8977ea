/**
 * Payment providers behind one interface. A gateway order's member-facing `payUrl` is always this
 * server's pay link, /pay/gateway/<token> (server/services/deposits.ts): a stable link with no
 * provider parameters, safe to keep in the service worker's copy of the deposit answers. What the
 * link serves is the gateway's business (`payLink`), and only the gateway's signed callback
 * (`verifyCallback`) ever pays an order (server/services/deposits-settle.ts).
 *
 * Which gateway a server has (`paymentGatewayFor`):
 * - GATEWAY_URL set: the hosted gateway, a provider's checkout page (./hosted.ts);
 * - else the demo: the simulated gateway, whose page on this server confirms or fails a payment
 *   (./simulated.ts) — a member pays itself there, so it never exists in production;
 * - else (production without a provider): none, and no gateway method is offered.
 */
import type { Hono } from 'hono';
import { ROUTE_TABLE } from '../../src/routes/table';
import type { CallbackInput } from '../services/deposits-settle';
import type { AppDeps } from '../deps';
import { siteMode } from '../env-production';
import { hostedGateway } from './hosted';
import { simulatedGateway } from './simulated';

/** Delivers a callback, body and signature, to this server's callback call; answers its HTTP status. */
export type DeliverCallback = (body: CallbackInput, signature: string) => Promise<number>;

export interface PaymentGateway {
  readonly name: 'simulated' | 'hosted';
  /** Whether a callback body is the gateway's own: its signature verifies. */
  verifyCallback(body: unknown, signature: string | undefined): Promise<boolean>;
  /**
   * The routes behind the pay link (/pay/gateway/<token>): the simulated page, or a redirect to
   * the provider. `deliver` sends a callback through this server's own callback call.
   */
  payLink(deliver: DeliverCallback): Hono;
}

export function paymentGatewayFor(deps: AppDeps): PaymentGateway | undefined {
  if (deps.env.GATEWAY_URL) return hostedGateway(deps);
  return siteMode(deps.env) === 'demo' ? simulatedGateway(deps) : undefined;
}

/** Kinds of deposit method paid at the gateway rather than decided by the operator. */
export const paysAtGateway = (kind: string) => kind === 'gateway' || kind === 'ewallet';

/** Where a payment sends the member back to: the deposit page showing the order. */
export const returnPath = (orderId: number) => `${ROUTE_TABLE.voucherCenter.path}?order=${orderId}`;
