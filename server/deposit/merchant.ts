/**
 * The reference server hosts one merchant (env MERCHANT). Calls name it by query parameter
 * (merchant or merchantCode) or by the client's Merchant header; none at all means this one.
 */
import type { Context } from 'hono';

export function requestedMerchant(c: Context, fromQuery: string | undefined): string | undefined {
  return fromQuery ?? (c.req.header('Merchant')?.trim() || undefined);
}

export function isKnownMerchant(merchant: string | undefined, configured: string): boolean {
  return merchant === undefined || merchant.toUpperCase() === configured.toUpperCase();
}
