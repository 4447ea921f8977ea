/**
 * The wps fetch client: adds the Merchant and Authorization headers, applies a timeout, and turns
 * every answer into either the envelope's value or an ApiError. DOM-free: the worker owns the
 * instance that talks to the network; the page uses one only for online-only calls.
 */
import { ApiError, CLIENT_ERROR } from './errors';
import type { Envelope } from './wire';

export interface ClientConfig {
  /** Origin of the wps server; '' means the page's own origin. */
  baseUrl: string;
  merchant: string;
  token: string | null;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** SPEC §9: loading timeouts are 10 s for most calls. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function buildUrl(baseUrl: string, path: string, query: Query = {}, origin?: string): string {
  const url = new URL(baseUrl + path, baseUrl ? undefined : origin);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return baseUrl ? url.toString() : url.pathname + url.search;
}

export class ApiClient {
  constructor(
    private readonly config: () => ClientConfig,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  get<T>(path: string, query?: Query, options: Omit<RequestOptions, 'query' | 'method'> = {}) {
    return this.request<T>(path, { ...options, query, method: 'GET' });
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { baseUrl, merchant, token } = this.config();
    const headers: Record<string, string> = { Accept: 'application/json', Merchant: merchant };
    if (token) headers.Authorization = token;
    let body: RequestInit['body'];
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    Object.assign(headers, options.headers);

    const url = buildUrl(baseUrl, path, options.query, (globalThis as { location?: { origin: string } }).location?.origin);
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      throw controller.signal.aborted
        ? new ApiError(CLIENT_ERROR.timeout, `No answer within ${timeoutMs} ms`)
        : new ApiError(CLIENT_ERROR.offline, describe(error));
    } finally {
      clearTimeout(timer);
    }
    return parseEnvelope<T>(response);
  }
}

/** Read a response as a wps envelope; anything else becomes a typed error, never a raw exception. */
export async function parseEnvelope<T>(response: Response): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(CLIENT_ERROR.badResponse, `HTTP ${response.status}: not a wps answer`, response.status);
  }
  if (envelope && typeof envelope === 'object' && envelope.success === true) return envelope.value;
  if (envelope && typeof envelope === 'object' && envelope.success === false) {
    const code =
      envelope.errorCode || (response.status === 401 ? CLIENT_ERROR.unauthorised : 'unknown');
    throw new ApiError(code, envelope.message ?? code, response.status);
  }
  throw new ApiError(CLIENT_ERROR.badResponse, `HTTP ${response.status}: not a wps answer`, response.status);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
