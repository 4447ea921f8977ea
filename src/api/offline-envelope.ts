/**
 * How the service worker marks answers it did not get from the network just now, and the answer it
 * makes up when it has nothing: a wps failure envelope, so callers handle "offline" through the
 * same path as any other wps error instead of catching a fetch exception. DOM-free.
 */
import { ERROR_CODE } from './error-codes';
import type { FailureEnvelope } from './envelope';

export const LOBBY_HEADERS = {
  /** 'hit' when the answer is the stored copy (a refresh may follow by broadcast). */
  cache: 'X-Lobby-Cache',
  /** When the stored copy was last confirmed by the server, in epoch milliseconds. */
  storedAt: 'X-Lobby-Stored-At',
  /** '1' on the synthetic offline answer. */
  offline: 'X-Lobby-Offline',
} as const;

/**
 * The longest the service worker waits on the network for a read it stores (its background
 * refresh): a stored copy was read by the server at most this long before its storedAt.
 */
export const STORED_COPY_READ_WITHIN_MS = 30_000;

export type OfflineReason = 'offline' | 'timeout';

const MESSAGES: Record<OfflineReason, string> = {
  offline: 'No internet connection, and this content has not been saved on this device yet.',
  timeout: 'The server did not answer in time, and this content has not been saved on this device yet.',
};

/** Always errorCode 'offline' (DESIGN §4); the message tells a timeout apart for logs and support. */
export function offlineEnvelope(reason: OfflineReason = 'offline'): FailureEnvelope {
  return { success: false, errorCode: ERROR_CODE.offline, message: MESSAGES[reason] };
}

/** The SW's answer when there is neither network nor a stored copy: HTTP 503, never an exception. */
export function offlineResponse(reason: OfflineReason = 'offline'): Response {
  return new Response(JSON.stringify(offlineEnvelope(reason)), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      [LOBBY_HEADERS.offline]: '1',
    },
  });
}

/** True for the SW's made-up offline answer (not a real 503 from the server). */
export function isOfflineResponse(response: Response): boolean {
  return response.headers.get(LOBBY_HEADERS.offline) === '1';
}
