import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { signOut } from '../../state/member-actions';

/** SPEC §4: "in_sure_logout" with cancel and submit; submit signs out and returns home. */
export default function LogoutPopup({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className="popup__text">{t('in_sure_logout')}</p>
      <div className="popup__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('shell_cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut(navigate);
          }}
        >
          {t('shell_submit')}
        </button>
      </div>
    </>
  );
}
