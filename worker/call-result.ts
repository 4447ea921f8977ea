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
  /**
   * `status`: the HTTP status (0 when no answer came). `transient`: no definitive answer (offline,
   * timeout, still in progress): retry with the same key. `value`: the facts a refusal carries
   * (the tries left, the locked bonus).
   */
  | { ok: false; code: ErrorCode; status: number; transient: boolean; value?: unknown };

/** Every worker call that reaches the server goes through one of the two below: the one convention. */
function failureOf(error: unknown): Extract<CallResult<never>, { ok: false }> {
  if (!(error instanceof ApiError)) {
    // Not an answer from the server (a bug on this side): said as "unknown", never thrown at the page.
    console.warn('worker call failed', error);
    return { ok: false, code: ERROR_CODE.unknown, status: 0, transient: false };
  }
  const failure = { ok: false as const, code: error.code, status: error.status, transient: error.transient || error.code === ERROR_CODE.opInProgress };
  return error.value === undefined ? failure : { ...failure, value: error.value };
}

/** Run a member's call: not signed in is an answer; a 401 ends the local session. */
export async function memberCall<T>(run: () => Promise<T>): Promise<CallResult<T>> {
  const { token } = currentConfig();
  if (!token) return { ok: false, code: ERROR_CODE.notLoggedIn, status: 401, transient: false };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await endLocalSession(token);
    return failureOf(error);
  }
}

/** Run a call anyone may make (no session needed): failures come back as a value, as for members' calls. */
export async function publicCall<T>(run: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return failureOf(error);
  }
}
