/**
 * The reconnect rule of the live stream, as a pure function: how one attempt ended decides
 * whether to try again, and after how long. Polling goes on in the views while the stream is down,
 * so giving up costs freshness, never correctness.
 */
import { LIVE_RETRY_MS } from '../../src/api/live-events';
import { retryDelayMs } from './backoff';

/** How one attempt at the stream ended. `openMs`: how long it had been open (0: it never opened). */
export type StreamEnd = { openMs: number } & (
  /** The server (or a proxy) ended the stream. */
  | { kind: 'closed' }
  /** No answer, or the connection broke before the stream opened or while it ran. */
  | { kind: 'network' }
  /** Open, but not even a heartbeat for LIVE_SILENCE_MS: taken for dead. */
  | { kind: 'silence' }
  /** 503 live_unavailable: the instance cannot serve it now. `retryAfterMs` from its Retry-After. */
  | { kind: 'unavailable'; retryAfterMs?: number }
  /** 401: the session is over. */
  | { kind: 'unauthorised' }
  /** Any other refusal (a 403, a route this server lacks, a 5xx). */
  | { kind: 'refused'; status: number }
  /** This side let it go (page hidden, offline, signed out, a new token). */
  | { kind: 'released' }
);

export type NextStep =
  | { stop: true; reason: 'released' | 'session-over' | 'not-allowed' }
  | { stop: false; attempt: number; delayMs: number };

/**
 * A stream open at least this long was healthy: its end starts the back-off from the first step.
 * A shorter one counts as a failure, so a server that accepts and drops at once is not hammered.
 */
export const STABLE_OPEN_MS = LIVE_RETRY_MS.max;

/**
 * `attempt`: failures in a row so far (0 at first). Each failure doubles the step up to the cap
 * (with full jitter); a 401 or a 403 ends the tries for this session (reconnect.test.ts).
 */
export function nextStep(end: StreamEnd, attempt: number, random: () => number = Math.random): NextStep {
  const failures = end.openMs >= STABLE_OPEN_MS ? 0 : attempt;
  const again = (atLeastMs = 0): NextStep => ({ stop: false, attempt: failures + 1, delayMs: Math.max(retryDelayMs(failures, random), atLeastMs) });
  switch (end.kind) {
    case 'released':
      return { stop: true, reason: 'released' };
    case 'unauthorised':
      return { stop: true, reason: 'session-over' };
    case 'refused':
      // Forbidden (a trial guest): asking again changes nothing while the session lasts.
      return end.status === 403 ? { stop: true, reason: 'not-allowed' } : again();
    case 'unavailable':
      // The server's Retry-After, within the cap: an hour's wait would leave the views polling for good.
      return again(Math.min(end.retryAfterMs ?? 0, LIVE_RETRY_MS.max));
    case 'closed':
    case 'network':
    case 'silence':
      return again();
  }
}
