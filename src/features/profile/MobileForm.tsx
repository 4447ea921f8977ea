/**
 * Changing the mobile number (SPEC §7 SMS calls): the new number, "send code" with the SMS
 * countdown of the account forms, the code, then verify. The number changes only with the code
 * sent to it; until then the old one stays.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ProfileValue } from '../../api/profile-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Field, FormMessage } from '../../ui/Field';
import { MobileField, SmsButton, useAccountSettings } from '../account';
import { refusalKey } from './profile-rules';

export function MobileForm({ profile, onSaved }: { profile: ProfileValue; onSaved: (profile: ProfileValue) => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const { settings } = useAccountSettings();
  const dialCodes = settings.countryDialingCodes;
  const [dialCode, setDialCode] = useState(profile.countryDialingCode || dialCodes[0] || '+880');
  const [mobile, setMobile] = useState(profile.mobile);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mobileProblem = mobile && !/^\d{1,20}$/.test(mobile.trim()) ? t('mobile_format') : null;

  async function sendCode(): Promise<number | null> {
    setMessage(null);
    setDone(null);
    if (!mobile.trim() || mobileProblem) {
      setMessage(t('mobile_format'));
      return null;
    }
    if (!online) {
      setMessage(t('money_needs_connection'));
      return null;
    }
    const result = await worker().profile.sendMobileCode(mobile.trim(), dialCode);
    if (!result.ok) {
      setMessage(result.code === 'invalid_parameter' ? t('mobile_format') : t(refusalKey(result.code)));
      return null;
    }
    setDone(t('in_sms_send'));
    return result.value.expirationTime;
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setDone(null);
    if (!code.trim()) return setMessage(t('in_vwrite_code'));
    if (!online) return setMessage(t('money_needs_connection'));
    setBusy(true);
    const result = await worker().profile.changeMobile(mobile.trim(), dialCode, code.trim());
    setBusy(false);
    if (!result.ok) return setMessage(result.code === 'invalid_parameter' ? t('mobile_format') : t(refusalKey(result.code)));
    setCode('');
    setDone(t('profile_mobile_changed'));
    onSaved(result.value);
  }

  return (
    <form className="profile-field-form" onSubmit={(e) => void verify(e)} noValidate aria-label={t('profile_mobile')}>
      <MobileField
        label={t('profile_mobile')}
        value={mobile}
        onValue={(v) => setMobile(v.replace(/[^\d]/g, ''))}
        dialCode={dialCode}
        onDialCode={setDialCode}
        dialCodes={dialCodes.includes(dialCode) ? dialCodes : [dialCode, ...dialCodes]}
        error={mobileProblem}
      />
      <p className="profile-muted">
        {profile.mobile ? `${profile.countryDialingCode} ${profile.mobile} · ` : ''}
        <span className={profile.mobileVerified ? 'profile-ok' : undefined}>{t(profile.mobileVerified ? 'profile_mobile_verified' : 'profile_mobile_unverified')}</span>
      </p>
      <Field
        label={t('profile_code')}
        value={code}
        onValue={(v) => setCode(v.replace(/[^\d]/g, '').slice(0, 10))}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        after={<SmsButton request={sendCode} />}
      />
      <FormMessage text={message} />
      {done && <p className="profile-done" role="status">{done}</p>}
      <button type="submit" className="button profile-save" disabled={busy || !online}>
        {busy ? t('profile_saving') : t('profile_verify_mobile')}
      </button>
    </form>
  );
}
