/**
 * The prompt a trial guest (SPEC §6, type 4) meets on the member's own pages (member centre, wallet,
 * mail, live chat and the others the route table marks): free_reject, whose only ways out are home
 * (Cancel, close) or registration.
 */
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../i18n/areas';
import { useT } from '../i18n/useT';
import { HOME_PATH, href } from '../routes';
import { Popup } from '../ui/Popup';

export function TrialPrompt() {
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
