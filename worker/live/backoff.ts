/**
 * How long to wait before opening the live stream again: exponential steps from
 * LIVE_RETRY_MS.first up to LIVE_RETRY_MS.max, with full jitter (anywhere between 0 and the step),
 * so the devices a server restart dropped do not all come back in the same instant.
 */
import { LIVE_RETRY_MS } from '../../src/api/live-events';

/** `attempt` counts failures since the stream was last open (0 for the first). */
export function retryStepMs(attempt: number): number {
  const step = LIVE_RETRY_MS.first * 2 ** Math.max(0, Math.min(attempt, 30));
  return Math.min(LIVE_RETRY_MS.max, step);
}

/** The wait itself; `random` is Math.random in the worker, fixed in tests. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * retryStepMs(attempt));
}
