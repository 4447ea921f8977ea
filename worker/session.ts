/**
 * `session` area of the worker API: the page tells the worker where and as whom to talk.
 * Signing in and out lives here because the worker owns the device's per-user rows and the
 * token every call carries; the page keeps its sessionStorage mirror (src/state/session.ts).
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { ApiError, ERROR_CODE } from '../src/api/errors';
import { db, withDb } from '../src/db/db';
import type { SessionRow } from '../src/db/rows';
import { endLocalSession } from './account/local-session';
import { userKeyFor } from './account/user-key';
import { scheduleFlush } from './outbox';
import { client, currentConfig, updateConfig, type SessionConfig } from './context';

/** What a login answer (LoginValue) tells the device about the user. */
export interface SignInInput {
  token: string;
  userName: string;
  type: number;
}

/** Sign-out must not hang on a dead network: the token expires on the server anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

async function adopt(token: string, profile: Partial<Pick<SessionRow, 'userName' | 'type'>>): Promise<string> {
  if (!token) throw new ApiError(ERROR_CODE.notLoggedIn, 'A session needs a token');
  const stored = await withDb(() => db.session.filter((row) => row.token === token).first());
  const userName = profile.userName ?? stored?.userName;
  if (!userName) throw new ApiError(ERROR_CODE.notLoggedIn, 'A session needs the user name it belongs to');
  const userKey = await userKeyFor(currentConfig().merchant, userName);
  await withDb(async () => {
    await db.session.put({
      userKey,
      token,
      userName,
      merchant: currentConfig().merchant,
      type: profile.type ?? stored?.type ?? 0,
      updatedAt: Date.now(),
    });
  });
  updateConfig({ token, userKey });
  // The user's ops paused by a 401 or a sign-out can go now.
  scheduleFlush(0);
  return userKey;
}

export const session = {
  configure(patch: Partial<SessionConfig>): SessionConfig {
    return { ...updateConfig(patch) };
  },
  current(): SessionConfig {
    return { ...currentConfig() };
  },

  /**
   * After a successful login: remember the session on the device and send the token from now on.
   * Returns the user key. A different user still signed in here (e.g. a trial guest who logs in
   * to a real account) is forgotten on the device first, so one device never holds two sessions.
   */
  async signIn(input: SignInInput): Promise<string> {
    const token = input.token.trim();
    const previous = currentConfig().token;
    if (previous && previous !== token) await endLocalSession(previous);
    return adopt(token, { userName: input.userName, type: input.type });
  },

  /**
   * Start-up with a token the page already holds (sessionStorage): as signIn, with no server call;
   * the stored session row supplies what `profile` does not.
   */
  restore(token: string, profile: Partial<Pick<SessionRow, 'userName' | 'type'>> = {}): Promise<string> {
    return adopt(token.trim(), profile);
  },

  /** Revoke the token on the server if reachable, then forget the user on this device. */
  async signOut(): Promise<void> {
    const { token } = currentConfig();
    if (!token) return;
    try {
      await client.call(ENDPOINTS.logout, { timeoutMs: LOGOUT_TIMEOUT_MS });
    } catch {
      // Offline, timed out or already revoked: signing out on the device must still happen.
    }
    await endLocalSession(token);
  },
};
