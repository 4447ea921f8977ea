/**
 * What every payment gateway is to the rest of the server (./gateway.ts picks one): verify a
 * callback, serve the pay link. Kept apart from the choice so the gateways import it without
 * importing each other.
 */
import type { Hono } from 'hono';
import { ROUTE_TABLE } from '../../src/routes/table';
import type { CallbackInput } from '../deposit/deposits-settle';

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

/** Kinds of deposit method paid at the gateway rather than decided by the operator. */
export const paysAtGateway = (kind: string) => kind === 'gateway' || kind === 'ewallet';

/** Where a payment sends the member back to: the deposit page showing the order. */
export const returnPath = (orderId: number) => `${ROUTE_TABLE.voucherCenter.path}?order=${orderId}`;
