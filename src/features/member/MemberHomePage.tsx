/**
 * /m/member/home, the member centre (SPEC §6). The centre itself is still to be built, so members
 * and visitors see the pending note; a trial guest (type 4) gets the free_reject prompt instead,
 * whose only ways out are home (Cancel, close) or registration. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { HOME_PATH, href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { Popup } from '../../ui/Popup';
import { PendingPage } from '../pending';

export default function MemberHomePage() {
  const { info } = useSnapshot(session);
  if (!isTrial(info)) return <PendingPage titleKey="label_mine" />;
  return <TrialPrompt />;
}

function TrialPrompt() {
  // free_reject lives in the messages area, the register-now label in the account area.
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const [, navigate] = useLocation();
  // Replace: the centre is closed to a guest, so Back should not land on this prompt again.
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
