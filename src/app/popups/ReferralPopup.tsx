import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { session } from '../../state/session';
import { showToast, TOAST_MS } from '../../state/toasts';
import { referralLink } from '../shell/referral';

/**
 * Invite friends (SPEC §2, §6). A visitor is invited to sign up first; a member gets a link to
 * registration carrying their code, with a copy button.
 */
export default function ReferralPopup({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) {
    return (
      <>
        <p className="popup__text">{t('shell_referral_visitor')}</p>
        <div className="popup__actions">
          <Link href={href('login')} className="button button--ghost" onClick={onClose}>
            {t('hd_login_button')}
          </Link>
          <Link href={href('register')} className="button" onClick={onClose}>
            {t('hd_reg_button')}
          </Link>
        </div>
      </>
    );
  }
  const link = referralLink(location.origin, info.userName);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('shell_copied', TOAST_MS.success);
    } catch {
      showToast('shell_copy_failed', TOAST_MS.default);
    }
  };
  return (
    <>
      <p className="popup__text">{t('shell_referral_member')}</p>
      <label className="field">
        <span>{t('shell_referral_link')}</span>
        <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="popup__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('shell_copy_link')}
        </button>
      </div>
    </>
  );
}
