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
import { ApiError, ERROR_CODE, type ErrorCode } from '../src/api/errors';
import { endLocalSession } from './account/local-session';
import { client, currentConfig } from './context';

export type DepositFailure = { ok: false; code: ErrorCode; httpStatus: number };
export type DepositAnswer<T> = ({ ok: true } & T) | DepositFailure;

export interface DepositRequest {
  method: string;
  amount: number;
  promotionId?: number | null;
  /** Manual transfers: the receipt image. */
  receipt?: File;
}

async function attempt<T>(run: () => Promise<T>): Promise<DepositAnswer<T>> {
  const { token } = currentConfig();
  if (!token) return { ok: false, code: ERROR_CODE.notLoggedIn, httpStatus: 401 };
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) await endLocalSession(token);
    return { ok: false, code: error.code, httpStatus: error.status };
  }
}

export const deposit = {
  methods(): Promise<DepositAnswer<{ list: DepositMethod[] }>> {
    return attempt(() => client.call(ENDPOINTS.depositMethods, { cache: 'no-cache' }));
  },

  promotions(): Promise<DepositAnswer<{ list: DepositPromotion[] }>> {
    return attempt(() => client.call(ENDPOINTS.depositPromotions, { query: { language: currentConfig().language }, cache: 'no-cache' }));
  },

  /** Places an order with the page's key: the same key again answers the first order. */
  create(request: DepositRequest, key: string): Promise<DepositAnswer<{ order: DepositOrder }>> {
    const headers = { 'Idempotency-Key': key };
    return attempt(async () => {
      const order = request.receipt
        ? await client.call(ENDPOINTS.depositManual, {
            body: { method: request.method, amount: String(request.amount), promotionId: request.promotionId ? String(request.promotionId) : undefined, receipt: request.receipt },
            headers,
            // A 5 MB receipt on a slow line needs longer than the usual 10 s.
            timeoutMs: 60_000,
          })
        : await client.call(ENDPOINTS.depositCreate, { body: { method: request.method, amount: request.amount, promotionId: request.promotionId ?? null }, headers });
      return { order };
    });
  },

  report(page: number, pageSize: number, state?: DepositState): Promise<DepositAnswer<{ report: DepositReport }>> {
    return attempt(async () => ({ report: await client.call(ENDPOINTS.depositReport, { query: { page, pageSize, state }, cache: 'no-cache' }) }));
  },

  order(id: number): Promise<DepositAnswer<{ order: DepositOrder }>> {
    return attempt(async () => ({ order: await client.call(ENDPOINTS.depositOrder, { query: { id }, cache: 'no-cache' }) }));
  },
};
