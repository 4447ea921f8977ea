/**
 * The payment password, set once before the first withdrawal: six digits, typed twice. Offline
 * the digits stay in the form and it says a connection is needed.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { FormMessage } from '../../ui/Field';
import { PinField } from './PinField';
import { isUnanswered, pinProblem, refusalKey } from './withdraw-rules';

export function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  const pinError = tried ? pinProblem(pin) : null;
  const confirmError: MessageKey | null = tried && !pinError && confirm !== pin ? 'withdraw_password_mismatch' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    if (pinProblem(pin) || confirm !== pin) return;
    if (!online) return setMessage('money_needs_connection');
    setBusy(true);
    const result = await worker().withdraw.setPassword(pin, confirm);
    setBusy(false);
    if (result.ok) return onSet();
    if (isUnanswered(result.code)) return setMessage('money_needs_connection');
    // Set meanwhile (another device): the withdrawal form is what the member needs now.
    if (result.code === 'payment_password_already_set') return onSet();
    setMessage(refusalKey(result.code));
  }

  return (
    <form className="withdraw-card withdraw-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="withdraw-set-pin-title">
      <h2 id="withdraw-set-pin-title" className="withdraw-card__title">
        {t('withdraw_set_password_title')}
      </h2>
      <p className="withdraw-card__text">{t('withdraw_set_password_text')}</p>
      <PinField label="withdraw_password_new" value={pin} onValue={setPin} problem={pinError} autoComplete="new-password" name="new-payment-password" />
      <PinField label="withdraw_password_confirm" value={confirm} onValue={setConfirm} problem={confirmError} autoComplete="new-password" name="confirm-payment-password" />
      <FormMessage text={message ? t(message) : null} />
      <button type="submit" className="button withdraw-form__submit" disabled={busy}>
        {busy ? t('withdraw_sending') : t('withdraw_set_password_submit')}
      </button>
    </form>
  );
}
