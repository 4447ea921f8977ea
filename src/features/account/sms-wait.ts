/**
 * When the SMS limits will let this device ask again, known before the slider is shown: the last
 * refusal's Retry-After kept on the device (the only word on a number's own limit), and the
 * server's cheap check of the caller's limits. A player is told of a wait before solving a puzzle
 * that could not help, never after.
 */
import { LOCAL_KEYS } from '../../api/names';
import { accountApi } from './api';

/** The kept wait, or 0 when none is kept or it has passed. */
export function keptWaitUntil(now = Date.now()): number {
  let until = 0;
  try {
    until = Number(localStorage.getItem(LOCAL_KEYS.smsWaitUntil) ?? 0);
  } catch {
    // storage refused (private mode): nothing kept
  }
  return Number.isFinite(until) && until > now ? until : 0;
}

/** Keeps a refusal's wait on the device, so the button says it again after a reload. */
export function keepWait(waitMs: number, now = Date.now()): number {
  const until = now + Math.max(0, waitMs);
  try {
    localStorage.setItem(LOCAL_KEYS.smsWaitUntil, String(until));
  } catch {
    // storage refused: the button still counts down this visit
  }
  return until;
}

/**
 * The wait before the next request may go out (epoch ms; 0 = ask now): the longer of the kept one
 * and the server's. A check that does not answer holds nobody back: the request itself is checked.
 */
export async function smsWaitUntil(now = Date.now()): Promise<number> {
  const kept = keptWaitUntil(now);
  let server = 0;
  try {
    const { waitMs } = await accountApi.smsWait();
    if (waitMs > 0) server = keepWait(waitMs, now);
  } catch {
    // unanswered: fall back on what the device knows
  }
  return Math.max(kept, server);
}
