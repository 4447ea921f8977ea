/**
 * A call's outcome as a value the page can receive. Answers cross to the page by structured
 * clone, which drops an ApiError's code and status; so failures come back as a value, never as a
 * thrown error.
 */
import { ApiError, ERROR_CODE, type ErrorCode } from '../src/api/errors';
import { endLocalSession } from './account/local-session';
import { currentConfig } from './context';

export type CallResult<T> =
  | { ok: true; value: T }
  /** `transient`: no definitive answer (offline, timeout, still in progress): retry with the same key. */
  | { ok: false; code: ErrorCode; status: number; transient: boolean };

/** Run a member's call: not signed in is an answer; a 401 ends the local session. */
export async function memberCall<T>(run: () => Promise<T>): Promise<CallResult<T>> {
  const { token } = currentConfig();
  if (!token) return { ok: false, code: ERROR_CODE.notLoggedIn, status: 401, transient: false };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) await endLocalSession(token);
    return { ok: false, code: error.code, status: error.status, transient: error.transient || error.code === ERROR_CODE.opInProgress };
  }
}

/** Run a call anyone may make (no session needed): failures come back as a value, as for members' calls. */
export async function publicCall<T>(run: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, code: error.code, status: error.status, transient: error.transient };
  }
}
