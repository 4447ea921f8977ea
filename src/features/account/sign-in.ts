/**
 * What every successful login does (password, SMS, registration, set-password, trial): the session
 * goes into sessionStorage (SPEC §3 MC_SESSION_INFO; a trial stores type 4 and trialName), the
 * worker adopts the token (it owns the per-user device rows), the header's member row is fetched,
 * and the page goes home.
 */
import { SESSION_KEYS } from '../../api/names';
import type { LoginValue } from '../../api/member-wire';
import { worker } from '../../bridge/worker';
import { config } from '../../config';
import { HOME_PATH } from '../../routes';
import { session, storeSession } from '../../state/session';
import { openSecret, sealSecret } from './remembered';

/**
 * The password "held in session" (SPEC §2 change password). Decision: kept only when the player
 * ticked remember-password (they chose to keep it on this device anyway), sealed with the device
 * key, never plain; otherwise the change form asks for the old one. It is bound to the token it
 * was held for, so after a logout (which does not know this key) it no longer counts.
 */
const SESSION_PASSWORD_KEY = SESSION_KEYS.sessionPassword;

export async function holdSessionPassword(password: string | null): Promise<void> {
  const token = session.info?.token;
  if (password && token) sessionStorage.setItem(SESSION_PASSWORD_KEY, JSON.stringify({ token, sealed: await sealSecret(password) }));
  else sessionStorage.removeItem(SESSION_PASSWORD_KEY);
}

export async function sessionPassword(): Promise<string | null> {
  try {
    const held = JSON.parse(sessionStorage.getItem(SESSION_PASSWORD_KEY) ?? 'null') as { token: string; sealed: string } | null;
    return held && held.token === session.info?.token ? await openSecret(held.sealed) : null;
  } catch {
    return null;
  }
}

export const TRIAL_TYPE = 4;

export async function completeLogin(
  value: LoginValue,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  options: { trial?: boolean; keepPassword?: string | null } = {},
): Promise<void> {
  const type = options.trial ? TRIAL_TYPE : value.type;
  const info = { token: value.token, merchantCode: config.merchant, userName: value.userName, type, firstTimeLogin: value.firstTimeLogin };
  const userKey = await worker().session.signIn({ token: value.token, userName: value.userName, type });
  storeSession(info, userKey);
  if (options.trial) sessionStorage.setItem(SESSION_KEYS.trialName, value.userName);
  await holdSessionPassword(options.trial ? null : (options.keepPassword ?? null));
  // The header shows the balance as soon as it arrives; a failure keeps the guest-less row empty.
  void worker().member.refresh().catch((error: unknown) => console.warn('member refresh after login failed', error));
  navigate(HOME_PATH, { replace: Boolean(options.trial) });
}
