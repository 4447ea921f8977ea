/**
 * The one wps fetch client: every call goes through `call(ENDPOINTS.x, input)`, which fills the
 * path, encodes the query and the body as the registry entry says (JSON, sealed, form or multipart), adds
 * the Merchant and Authorization headers, applies a timeout, and turns every answer into either
 * the envelope's value or an ApiError. DOM-free: the worker owns the instance that talks to the
 * network; the page uses one only for online-only calls (identity, money).
 */
import type { BodyOf, EndpointSpec, Method, QueryOf, ResponseOf } from './endpoints/define';
import { fillPath, methodsOf } from './endpoints/define';
import { ERROR_CODE } from './error-codes';
import { ApiError } from './errors';
import { ENCRYPTION_HEADER, SEALED_BODY_CONTENT_TYPE, type SealedBody } from './sealed-body';
import type { Envelope } from './envelope';
import { LOBBY_HEADERS, STORED_COPY_READ_WITHIN_MS } from './offline-envelope';

export interface ClientConfig {
  /** Origin of the wps server; '' means the page's own origin. */
  baseUrl: string;
  merchant: string;
  token: string | null;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** SPEC §9: loading timeouts are 10 s for most calls. */
export const DEFAULT_TIMEOUT_MS = 10_000;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

interface CommonInput {
  /** Values of `:name` path segments. */
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** One of the entry's methods; its first by default. */
  method?: Method;
  /** 'no-cache' asks the service worker for the network first (its copy only when offline). */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
}

/** What a call takes, by the entry's encoding: a sealed call takes the sealed body, not the JSON. */
export type CallInput<E extends EndpointSpec> = CommonInput &
  (E extends { query: unknown } ? { query?: QueryOf<E> } : { query?: never }) &
  (E extends { encoding: 'sealed' }
    ? { sealed: SealedBody; body?: never }
    : E extends { body: unknown }
      ? { body: BodyOf<E>; sealed?: never }
      : { body?: never; sealed?: never });

export function buildUrl(baseUrl: string, path: string, query: Query = {}, origin?: string): string {
  const url = new URL(baseUrl + path, baseUrl ? undefined : origin);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return baseUrl ? url.toString() : url.pathname + url.search;
}

/**
 * Multipart (a call carrying a file): Blob values are sent as files, the rest as text. No
 * Content-Type of ours: fetch writes it with the part boundary.
 */
function multipartBody(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.set(name, value, value instanceof File ? value.name : name);
    else form.set(name, String(value));
  }
  return form;
}

/** The body and its content type, as the entry's encoding says. */
function encodeBody(
  spec: EndpointSpec,
  input: CommonInput & { body?: unknown; sealed?: SealedBody },
): { text: string | FormData | undefined; headers: Record<string, string> } {
  if (spec.encoding === 'sealed') {
    if (!input.sealed) throw new Error(`${spec.path}: a sealed call needs its sealed body`);
    return {
      text: input.sealed.body,
      headers: { 'Content-Type': SEALED_BODY_CONTENT_TYPE, [ENCRYPTION_HEADER]: input.sealed.encryptionHeader },
    };
  }
  if (input.body === undefined) return { text: undefined, headers: {} };
  if (spec.encoding === 'multipart') return { text: multipartBody(input.body as Record<string, unknown>), headers: {} };
  if (spec.encoding === 'form') {
    const fields = Object.entries(input.body as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v ?? '')]);
    return { text: new URLSearchParams(fields).toString(), headers: { 'Content-Type': FORM_CONTENT_TYPE } };
  }
  return { text: JSON.stringify(input.body), headers: { 'Content-Type': 'application/json' } };
}

export class ApiClient {
  constructor(
    private readonly config: () => ClientConfig,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async call<E extends EndpointSpec>(endpoint: E, ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]): Promise<ResponseOf<E>> {
    return (await this.answer(endpoint, input as CallInput<E>)).value;
  }

  /** `call`, and how old the answer may be (`Answer.asOf`): for reads merged with the device's sent changes. */
  async answer<E extends EndpointSpec>(endpoint: E, input?: CallInput<E>): Promise<Answer<ResponseOf<E>>> {
    const given = (input ?? {}) as CommonInput & { query?: Query; body?: unknown; sealed?: SealedBody };
    const method = given.method ?? endpoint.method;
    if (!methodsOf(endpoint).includes(method)) throw new Error(`${endpoint.path}: ${method} is not one of its methods`);
    const { baseUrl, merchant, token } = this.config();
    const body = encodeBody(endpoint, given);
    const headers: Record<string, string> = { Accept: 'application/json', Merchant: merchant, ...body.headers };
    if (token) headers.Authorization = token;
    Object.assign(headers, given.headers);

    const path = fillPath(endpoint.path, given.params);
    const url = buildUrl(baseUrl, path, given.query, (globalThis as { location?: { origin: string } }).location?.origin);
    const timeoutMs = given.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    // The deadline covers the body too: on a weak link the headers may come and the body stall,
    // and a caller holding a lock (the outbox's flush) must not wait on it for ever.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const startedAt = Date.now();
    try {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method,
          headers,
          body: body.text,
          signal: controller.signal,
          ...(given.cache ? { cache: given.cache } : {}),
        });
      } catch (error) {
        throw timedOut ? new ApiError(ERROR_CODE.timeout, `No answer within ${timeoutMs} ms`) : new ApiError(ERROR_CODE.offline, describe(error));
      }
      try {
        return { value: await parseEnvelope<ResponseOf<E>>(response), asOf: answerAsOf(response, startedAt) };
      } catch (error) {
        if (timedOut) throw new ApiError(ERROR_CODE.timeout, `The answer did not arrive within ${timeoutMs} ms`);
        throw error;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

/** An answer and the device time the server read it at the earliest (DESIGN §3, src/outbox/merge-ops.ts). */
export interface Answer<T> {
  value: T;
  /**
   * Every change the server acknowledged before this time is in `value`. From the network: when
   * the request started. A stored copy of the service worker: STORED_COPY_READ_WITHIN_MS before
   * it was last confirmed, since the read that confirmed it started no earlier.
   */
  asOf: number;
}

export function answerAsOf(response: Pick<Response, 'headers'>, startedAt: number): number {
  if (response.headers.get(LOBBY_HEADERS.cache) !== 'hit') return startedAt;
  const storedAt = Number(response.headers.get(LOBBY_HEADERS.storedAt));
  // A copy without a readable time is of unknown age: nothing sent is taken as in it.
  return Number.isFinite(storedAt) && storedAt > 0 ? Math.min(startedAt, storedAt - STORED_COPY_READ_WITHIN_MS) : 0;
}

/** Read a response as a wps envelope; anything else becomes a typed error, never a raw exception. */
export async function parseEnvelope<T>(response: Response): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(ERROR_CODE.badResponse, `HTTP ${response.status}: not a wps answer`, response.status);
  }
  if (envelope && typeof envelope === 'object' && envelope.success === true) return envelope.value;
  if (envelope && typeof envelope === 'object' && envelope.success === false) {
    const code = envelope.errorCode || (response.status === 401 ? ERROR_CODE.unauthorised : ERROR_CODE.unknown);
    throw new ApiError(code, envelope.message ?? code, response.status, envelope.value, retryAfterMs(response.headers.get('Retry-After')));
  }
  throw new ApiError(ERROR_CODE.badResponse, `HTTP ${response.status}: not a wps answer`, response.status);
}

/** Retry-After (RFC 9110): delay seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
