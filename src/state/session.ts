/**
 * The signed-in session as the page sees it (SPEC §3 "Session info": sessionStorage key
 * MC_SESSION_INFO). The page mirrors it here for rendering; the worker gets the token through
 * `session.configure` and keeps the device's own copy (the `session` table) for work with no page.
 */
import { proxy, subscribe } from 'valtio';
import { isTrialType } from '../api/member-types';
import { SESSION_KEYS } from '../api/names';
import { readStorage, writeStorage } from './storage';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type (SPEC §6): 4 is a trial guest; 0, 4, 40 (and 41, 42 for contracts) are non-agents. */
  type: number;
  firstTimeLogin: boolean;
}

function readStored(): SessionInfo | null {
  try {
    const raw = readStorage('session', SESSION_KEYS.sessionInfo);
    if (!raw) return null;
    const info = JSON.parse(raw) as Partial<SessionInfo>;
    return typeof info.token === 'string' && info.token ? (info as SessionInfo) : null;
  } catch {
    return null; // unreadable: treated as signed out
  }
}

export const session = proxy({
  info: readStored(),
  /** Stable per-user key (a hash of the token) for the per-user Dexie rows; '' for guests. */
  userKey: '',
});

export function isTrial(info: SessionInfo | null): boolean {
  return isTrialType(info?.type);
}

export function storeSession(info: SessionInfo, userKey: string): void {
  writeStorage('session', SESSION_KEYS.sessionInfo, JSON.stringify(info));
  session.info = info;
  session.userKey = userKey;
}

export function clearSession(): void {
  writeStorage('session', SESSION_KEYS.sessionInfo, null);
  writeStorage('session', SESSION_KEYS.trialName, null);
  session.info = null;
  session.userKey = '';
}

/**
 * Until the worker holds the session the page shows. After a reload the page has it from
 * sessionStorage at once, and the worker gets it a moment later (boot.ts: `session.restore`, which
 * sets `userKey`); a member call made in between would go without the token, be refused with 401
 * and sign the player out. Resolves at once when signed out or already adopted; gives up after
 * `timeoutMs` (the device database unavailable), leaving the call to report what it gets.
 */
export function sessionAdopted(timeoutMs = 10_000): Promise<void> {
  const settled = () => !session.info || session.userKey !== '';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const unsubscribe = subscribe(session, () => settled() && done());
    const timer = setTimeout(done, timeoutMs);
  });
}
