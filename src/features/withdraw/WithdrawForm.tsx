/**
 * The withdrawal itself: the withdrawable balance and what is held, the card to pay to (the
 * default first), the amount within the operator's limits and the balance, and the payment
 * password each time. One Idempotency-Key per withdrawal the member means: an answer lost on the
 * way is retried with the same key, so the money is held once. Offline nothing is sent and the
 * form keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { checkAmount, checkAmountFresh, type AmountProblem } from '../../api/money';
import { ERROR_CODE } from '../../api/error-codes';
import type { BankCard, WithdrawSettings } from '../../api/withdraw-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { freshBalance } from '../../state/member-actions';
import { AmountField } from '../../ui/AmountField';
import { FormMessage } from '../../ui/Field';
import { useOperationKey } from '../../ui/useOperationKey';
import { ForfeitOffer, type LockedValue } from './ForfeitOffer';
import { SelectField } from './SelectField';
import { isUnanswered, pinProblem, refusalKey } from './withdraw-rules';
import { PinField } from './PinField';
import { useMoney } from '../../ui/useMoney';

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  /** The wallet as last known (undefined until the member row is read). */
  balance: number | undefined;
  onAddCard: () => void;
  /** After a request was taken: the new hold, for the summary and the report. */
  onRequested: (held: number) => void;
}

type Message = { key: MessageKey; params?: Record<string, string | number>; tone: 'error' | 'done' };

export function WithdrawForm({ settings, cards, balance, onAddCard, onRequested }: WithdrawFormProps) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('withdraw');
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the last request asked for money a wagering bonus locks: the forfeit offer shows. */
  const [locked, setLocked] = useState<LockedValue | null>(null);

  const card = cards.find((c) => c.id === chosen) ?? cards.find((c) => c.isDefault) ?? cards[0];
  const limits = { min: settings.min, max: settings.max, available: balance ?? 0 };
  const checked = checkAmount(amount, limits);
  const amountProblem: AmountProblem | null = tried && !checked.ok ? checked.problem : null;
  const pinError = tried ? pinProblem(pin) : null;
  const money = useMoney();

  if (!card) {
    return (
      <div className="withdraw-card" data-testid="withdraw-no-card">
        <p className="withdraw-card__text">{t('withdraw_no_card')}</p>
        <button type="button" className="button" onClick={onAddCard}>
          {t('withdraw_add_card_link')}
        </button>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    setLocked(null);
    if (pinProblem(pin) || !card || busy) return;
    // Busy from here: a second tap while the balance is read again must not send a second request.
    setBusy(true);
    // Online, a balance the device's copy refuses is read again first (the copy may predate a deposit).
    const sent = online ? await checkAmountFresh(amount, limits, freshBalance) : checked;
    if (!sent.ok || !online) {
      setBusy(false);
      return sent.ok ? setMessage({ key: 'money_needs_connection', tone: 'error' }) : undefined;
    }
    const body = { amount: sent.amount, bankCardId: card.id, paymentPassword: pin };
    // The key follows what is asked (amount, card), never the password itself.
    const key = operation.keyFor(JSON.stringify({ amount: body.amount, card: body.bankCardId }));
    const result = await worker().withdraw.request(body, key);
    setBusy(false);
    if (!result.ok && isUnanswered(result.code)) {
      // Kept: the next tap resends this key, so a request that did arrive is not made twice.
      return setMessage({ key: result.code === 'offline' ? 'money_needs_connection' : 'money_retry_same', tone: 'error' });
    }
    operation.settle();
    if (result.ok) {
      const { withdrawal, held } = result.value;
      setAmount('');
      setPin('');
      setTried(false);
      setMessage({ key: 'withdraw_done', params: { amount: money(withdrawal.amount) }, tone: 'done' });
      onRequested(held);
      void worker().member.refresh().catch(() => undefined);
      return;
    }
    if (result.code === ERROR_CODE.bonusLocked) return setLocked((result.value as LockedValue | undefined) ?? {});
    const value = result.value as { attemptsLeft?: number; lockedUntil?: string } | undefined;
    if (result.code === 'payment_password_wrong') setPin('');
    setMessage({
      key: refusalKey(result.code),
      params: {
        count: value?.attemptsLeft ?? 0,
        time: value?.lockedUntil ? new Date(value.lockedUntil).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }) : '',
      },
      tone: 'error',
    });
  }

  return (
    <form className="withdraw-card withdraw-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdraw_tab_form')}>
      <SelectField label={t('withdraw_card_label')} name="bank-card" value={String(card.id)} onValue={(v) => setChosen(Number(v))}>
        {cards.map((c) => (
          <option key={c.id} value={c.id}>
            {t('withdraw_card_option', { bank: c.bankName, last4: c.last4 })}
          </option>
        ))}
      </SelectField>
      <AmountField value={amount} onValue={setAmount} limits={limits} problem={amountProblem} disabled={busy} />
      <PinField label="withdraw_password_label" value={pin} onValue={setPin} problem={pinError} autoComplete="off" name="payment-password" />
      {message?.tone === 'done' ? (
        <p className="withdraw-done" role="status" data-testid="withdraw-done">
          {t(message.key, message.params)}
        </p>
      ) : (
        <FormMessage text={message ? t(message.key, message.params) : null} />
      )}
      {locked && (
        <ForfeitOffer
          value={locked}
          onForfeited={(withdrawable) => {
            setLocked(null);
            setMessage({ key: 'withdraw_forfeit_done', params: { amount: money(withdrawable) }, tone: 'done' });
          }}
        />
      )}
      <button type="submit" className="button withdraw-form__submit" disabled={busy}>
        {busy ? t('withdraw_sending') : t('withdraw_submit')}
      </button>
    </form>
  );
}
