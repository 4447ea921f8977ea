/**
 * The prompt a trial guest (SPEC §6, type 4) meets on the member's own pages (member centre, wallet,
 * mail, live chat and the others the route table marks): free_reject, whose only ways out are home
 * (Cancel, close) or registration.
 */
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../i18n/areas';
import { useT } from '../i18n/useT';
import { HOME_PATH, href } from '../routes';
import { ConfirmActions, Popup } from '../ui/Popup';

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
      <ConfirmActions onCancel={home} onConfirm={() => navigate(href('register'), { replace: true })} confirmLabel={t('account_register_now')} />
    </Popup>
  );
}
