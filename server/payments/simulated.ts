/**
 * The demo's simulated gateway: its pay page on this server (./simulated-page.ts) lets the member
 * confirm or fail the payment, and the "gateway" then signs its callback with the gateway secret
 * (GATEWAY_SECRET, or one this server generated and keeps). A member confirming its own deposit is
 * the point of a demo and the end of a real site, so only a demo server ever has it.
 */
import type { AppDeps } from '../deps';
import type { PaymentGateway } from './port';
import { simulatedPayPage } from './simulated-page';
import { gatewaySecret, signatureValid, signBody } from './signature';

export function simulatedGateway({ db, env }: AppDeps): PaymentGateway {
  return {
    name: 'simulated',
    verifyCallback: async (body, signature) => signatureValid(await gatewaySecret(db, env), body, signature),
    // The page's Confirm and Fail make the gateway sign and send its callback.
    payLink: (deliver) => simulatedPayPage(db, async (body) => deliver(body, signBody(await gatewaySecret(db, env), body))),
  };
}
