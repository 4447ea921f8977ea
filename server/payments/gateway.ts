/**
 * Payment providers behind one interface. A gateway order's member-facing `payUrl` is always this
 * server's pay link, /pay/gateway/<token> (server/deposit/deposits.ts): a stable link with no
 * provider parameters, safe to keep in the service worker's copy of the deposit answers. What the
 * link serves is the gateway's business (`payLink`), and only the gateway's signed callback
 * (`verifyCallback`) ever pays an order (server/deposit/deposits-settle.ts).
 *
 * Which gateway a server has (`paymentGatewayFor`):
 * - GATEWAY_URL set: the hosted gateway, a provider's checkout page (./hosted.ts);
 * - else the demo: the simulated gateway, whose page on this server confirms or fails a payment
 *   (./simulated.ts) — a member pays itself there, so it never exists in production;
 * - else (production without a provider): none, and no gateway method is offered.
 */
import type { AppDeps } from '../deps';
import { siteMode } from '../env-production';
import { hostedGateway } from './hosted';
import type { PaymentGateway } from './port';
import { simulatedGateway } from './simulated';

export function paymentGatewayFor(deps: AppDeps): PaymentGateway | undefined {
  if (deps.env.GATEWAY_URL) return hostedGateway(deps);
  return siteMode(deps.env) === 'demo' ? simulatedGateway(deps) : undefined;
}
