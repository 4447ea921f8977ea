/**
 * Who may open the inbox and the live chat: a member. A guest goes to /m/login; a trial guest
 * (SPEC §6, type 4) gets the same prompt as the member centre — Cancel goes home, Register now
 * to registration. Renders its children only once the device knows the member (userKey).
 */
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { HOME_PATH, href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { Popup } from '../../ui/Popup';

export function SupportGate({ children }: { children: ReactNode }) {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="support-loading" role="status" aria-busy="true" />;
  return <>{children}</>;
}

function TrialPrompt() {
  // free_reject lives in the messages area, the register-now label in the account area.
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const [, navigate] = useLocation();
  // Replace: the page is closed to a guest, so Back should not land on this prompt again.
  const home = () => navigate(HOME_PATH, { replace: true });
  return (
    <Popup title={t('in_popup_prompt')} role="alertdialog" name="trial-reject" onClose={home}>
      <p className="popup__text">{t('free_reject')}</p>
      <div className="popup__actions">
        <button type="button" className="button button--ghost" onClick={home}>
          {t('shell_cancel')}
        </button>
        <button type="button" className="button" onClick={() => navigate(href('register'), { replace: true })}>
          {t('account_register_now')}
        </button>
      </div>
    </Popup>
  );
}
