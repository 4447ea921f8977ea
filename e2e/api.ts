/**
 * The server's answers in e2e specs: typed calls through the endpoint registry with the app's own
 * client (src/api/client.ts), the `value` of any wps envelope, and a member's balance.
 */
import type { APIRequestContext, APIResponse, Response as PageResponse } from '@playwright/test';
import { ApiClient } from '../src/api/client';
import { ENDPOINTS } from '../src/api/endpoints';
import { ApiError, ERROR_CODE } from '../src/api/errors';
import type { Envelope } from '../src/api/envelope';

/** An answer as a spec holds it: from a request context, from a page, or from Node's fetch. */
export type AnyResponse = APIResponse | PageResponse | Response;

/** Statuses whose answer has no body: a fetch Response refuses to be built with one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A request context's answer as the fetch Response the client reads. */
async function asFetchResponse(answer: APIResponse): Promise<Response> {
  const status = answer.status();
  return new Response(NULL_BODY_STATUSES.has(status) ? null : new Uint8Array(await answer.body()), { status, headers: answer.headers() });
}

/** fetch over a Playwright request context: its calls share the context's cookies and show in its trace. */
function fetchThrough(request: APIRequestContext): typeof fetch {
  return async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = init.body ?? undefined;
    if (body !== undefined && typeof body !== 'string' && !(body instanceof FormData)) throw new Error(`${url}: a body the e2e client does not send`);
    const answer = await request.fetch(url, {
      method: init.method,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(body instanceof FormData ? { multipart: body } : { data: body }),
    });
    return asFetchResponse(answer);
  };
}

/**
 * The app's client for the demo merchant, as `token`'s member (a guest without one). Through
 * `request` when given, else Node's fetch.
 *   const page = await apiFor(server.url, token).call(ENDPOINTS.betRecords, { query: { from, to } });
 */
export function apiFor(baseUrl: string, token: string | null = null, request?: APIRequestContext): ApiClient {
  return new ApiClient(() => ({ baseUrl, merchant: 'DEMO', token }), request ? fetchThrough(request) : (input, init) => fetch(input, init));
}

/**
 * The `value` of a wps envelope. A failure envelope (or no envelope) throws an ApiError carrying
 * its errorCode; the message names the address and the server's own code (the catalogue may not know it).
 */
export async function valueOf<T>(response: AnyResponse): Promise<T> {
  const { url, status } = response instanceof Response ? response : { url: response.url(), status: response.status() };
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (envelope?.success === true) return envelope.value;
  if (envelope?.success === false) {
    throw new ApiError(envelope.errorCode, `${url} answered HTTP ${status} ${envelope.errorCode}: ${envelope.message}`, status, envelope.value);
  }
  throw new ApiError(ERROR_CODE.badResponse, `${url} answered HTTP ${status}: not a wps answer`, status);
}

/** The member's total balance (GET /wps/member/wallet `sumBalance`). */
export async function balanceOf(request: APIRequestContext, baseUrl: string, token: string): Promise<number> {
  return (await apiFor(baseUrl, token, request).call(ENDPOINTS.memberWallet)).sumBalance;
}
