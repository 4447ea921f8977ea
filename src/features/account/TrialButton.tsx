/** SPEC §4 "Trial play": wait message, the trial call, then home replaces the page (type 4 session). */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { hideLoading, showLoading } from '../../state/toasts';
import { accountApi } from './api';
import { failureKey } from './form-helpers';
import { completeLogin } from './sign-in';

export function TrialButton({ onMessage }: { onMessage: (text: string | null) => void }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!navigator.onLine) return onMessage(t('account_offline'));
    setBusy(true);
    onMessage(null);
    showLoading(undefined, 'in_please_wait');
    try {
      const value = await accountApi.freeplay();
      hideLoading();
      await completeLogin(value, navigate, { trial: true });
    } catch (error) {
      hideLoading();
      setBusy(false);
      onMessage(t(failureKey(error)));
    }
  };
  return (
    <button type="button" className="account-secondary" disabled={busy} onClick={() => void start()}>
      {t('account_free_trial')}
    </button>
  );
}
