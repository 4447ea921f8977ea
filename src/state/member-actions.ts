/**
 * Shell actions that cross into the worker. WARNING: worker() starts the worker thread; these are
 * only called from user actions, never during the first render.
 */
import { worker } from '../bridge/worker';
import { clearSession, session } from './session';
import { hideLoading, LOADING_MS, showLoading, showToast, TOAST_MS } from './toasts';
import { closePopup, ui } from './ui';
import { HOME_PATH, href } from '../routes';

/** SPEC §2 "Balance drop menu": a guest goes to login; a member's balance is fetched by the worker. */
export async function refreshBalance(navigate: (to: string) => void): Promise<void> {
  if (!session.info) {
    navigate(href('login'));
    return;
  }
  if (ui.balanceRefreshing) return;
  ui.balanceRefreshing = true;
  try {
    await worker().member.refresh();
  } catch (error) {
    console.warn('balance refresh failed', error);
    showToast('shell_refresh_failed', TOAST_MS.short);
  } finally {
    ui.balanceRefreshing = false;
  }
}

/** The member's balance as the server has it now (stored for the header too); undefined when it cannot be read. */
export const freshBalance = async (): Promise<number | undefined> => (await worker().member.refresh())?.sumBalance;

/**
 * SPEC §4 logout: loading (9999 ms), the worker ends the session and clears the user's rows, the
 * page forgets it, then home. A failed server call still signs the device out.
 */
export async function signOut(navigate: (to: string) => void): Promise<void> {
  closePopup();
  showLoading(LOADING_MS.logout);
  const remote = worker().session;
  try {
    await remote.signOut();
  } catch (error) {
    console.warn('worker sign-out failed; dropping the token only', error);
    await remote.configure({ token: null }).catch(() => undefined);
  }
  clearSession();
  hideLoading();
  navigate(HOME_PATH);
}
