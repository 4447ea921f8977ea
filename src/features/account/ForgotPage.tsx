/**
 * /m/forget (SPEC §2 Forgot password, §4, §5): phone or email recovery — the toggle only when the
 * phone-verification flag is on (phone first), otherwise email. A lazy chunk.
 */
import { useState } from 'react';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { EmailRecovery } from './EmailRecovery';
import { FormSkeleton } from './FormSkeleton';
import { SetPasswordByPhone } from './SetPasswordByPhone';
import { useAccountSettings } from './useAccountSettings';
import './account.css';

type Mode = 'phone' | 'email';

export default function ForgotPage() {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const { settings, settled } = useAccountSettings();
  const byPhone = settings.changePassword.byVerification;
  const [chosen, setMode] = useState<Mode | null>(null);
  const mode: Mode = byPhone ? (chosen ?? 'phone') : 'email';
  // Laid out once the settings are in: they decide between the phone and the e-mail form.
  if (!settled) {
    return (
      <div className="account-page">
        <FormSkeleton />
      </div>
    );
  }
  return (
    <div className="account-page">
      {byPhone && (
        <div className="account-tabs" role="group" aria-label={t('account_recovery_method')}>
          <button type="button" className="account-tab" aria-pressed={mode === 'phone'} onClick={() => setMode('phone')}>
            {t('account_by_phone')}
          </button>
          <button type="button" className="account-tab" aria-pressed={mode === 'email'} onClick={() => setMode('email')}>
            {t('account_by_email')}
          </button>
        </div>
      )}
      {mode === 'phone' ? <SetPasswordByPhone settings={settings} /> : <EmailRecovery settings={settings} />}
    </div>
  );
}
