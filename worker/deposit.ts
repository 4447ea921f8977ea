/**
 * `deposit` area of the worker API: the methods, the deposit promotions, placing an order (online
 * only, never queued: money calls carry the page's Idempotency-Key and are answered at once or
 * retried by the member with the same key) and the report.
 *
 * Reads ask the service worker for the network first (`no-cache`); offline it answers its
 * per-user copy, so the report and the methods show what the member last saw.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import type { DepositMethod, DepositOrder, DepositPromotion, DepositReport, DepositState } from '../src/api/deposit-wire';
import { ENDPOINTS } from '../src/api/endpoints';
import { memberCall, type CallResult } from './call-result';
import { client, currentConfig } from './context';

export interface DepositRequest {
  method: string;
  amount: number;
  promotionId?: number | null;
  /** Manual transfers: the receipt image. */
  receipt?: File;
}

export const deposit = {
  methods(): Promise<CallResult<{ list: DepositMethod[] }>> {
    return memberCall(() => client.call(ENDPOINTS.depositMethods, { cache: 'no-cache' }));
  },

  promotions(): Promise<CallResult<{ list: DepositPromotion[] }>> {
    return memberCall(() => client.call(ENDPOINTS.depositPromotions, { query: { language: currentConfig().language }, cache: 'no-cache' }));
  },

  /** Places an order with the page's key: the same key again answers the first order. */
  create(request: DepositRequest, key: string): Promise<CallResult<DepositOrder>> {
    const headers = { 'Idempotency-Key': key };
    return memberCall(() =>
      request.receipt
        ? client.call(ENDPOINTS.depositManual, {
            body: { method: request.method, amount: String(request.amount), promotionId: request.promotionId ? String(request.promotionId) : undefined, receipt: request.receipt },
            headers,
            // A 5 MB receipt on a slow line needs longer than the usual 10 s.
            timeoutMs: 60_000,
          })
        : client.call(ENDPOINTS.depositCreate, { body: { method: request.method, amount: request.amount, promotionId: request.promotionId ?? null }, headers }),
    );
  },

  report(page: number, pageSize: number, state?: DepositState): Promise<CallResult<DepositReport>> {
    return memberCall(() => client.call(ENDPOINTS.depositReport, { query: { page, pageSize, state }, cache: 'no-cache' }));
  },

  order(id: number): Promise<CallResult<DepositOrder>> {
    return memberCall(() => client.call(ENDPOINTS.depositOrder, { query: { id }, cache: 'no-cache' }));
  },
};
