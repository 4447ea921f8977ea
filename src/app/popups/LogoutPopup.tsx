import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { signOut } from '../../state/member-actions';
import { ConfirmActions } from '../../ui/Popup';

/** SPEC §4: "in_sure_logout" with cancel and submit; submit signs out and returns home. */
export default function LogoutPopup({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className="popup__text">{t('in_sure_logout')}</p>
      <ConfirmActions
        onCancel={onClose}
        onConfirm={() => {
          setBusy(true);
          void signOut(navigate);
        }}
        confirmLabel={t('shell_submit')}
        busy={busy}
      />
    </>
  );
}
