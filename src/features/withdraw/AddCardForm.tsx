/**
 * Adding a bank card: the bank from the operator's list, the holder's name, the number (spaces
 * allowed, checked by length and Luhn here and again on the server). One key per card the member
 * means, so a retry after a lost answer adds it once. Offline the form keeps its input.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { BankCard, WithdrawBank } from '../../api/withdraw-wire';
import { normaliseCardNumber } from '../../api/withdraw-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Field, FormMessage } from '../../ui/Field';
import { useOperationKey } from '../../ui/useOperationKey';
import { SelectField } from './SelectField';
import { checkCardForm, isUnanswered, refusalKey, type CardForm } from './withdraw-rules';

const EMPTY: CardForm = { bankCode: '', holderName: '', cardNumber: '' };

export function AddCardForm({ banks, onAdded }: { banks: readonly WithdrawBank[]; onAdded: (card: BankCard) => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('withdraw-card');
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = tried ? checkCardForm(form) : {};
  /** A field's text, its edits and its problem, as the form's fields take them. */
  const bind = (field: keyof CardForm) => {
    const problem = problems[field];
    return { value: form[field], onValue: (value: string) => setForm((f) => ({ ...f, [field]: value })), error: problem ? t(problem) : null };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    if (Object.keys(checkCardForm(form)).length > 0) return;
    if (!online) return setMessage('money_needs_connection');
    const card = { bankCode: form.bankCode, holderName: form.holderName.trim(), cardNumber: normaliseCardNumber(form.cardNumber) };
    setBusy(true);
    const result = await worker().withdraw.addCard(card, operation.keyFor(JSON.stringify(card)));
    setBusy(false);
    if (!result.ok && isUnanswered(result.code)) return setMessage(result.code === 'offline' ? 'money_needs_connection' : 'money_retry_same');
    operation.settle();
    if (!result.ok) return setMessage(refusalKey(result.code));
    setForm(EMPTY);
    setTried(false);
    onAdded(result.value);
  }

  return (
    <form className="withdraw-card withdraw-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="withdraw-add-card-title">
      <h2 id="withdraw-add-card-title" className="withdraw-card__title">
        {t('withdraw_add_title')}
      </h2>
      <SelectField label={t('withdraw_bank')} name="bank" {...bind('bankCode')}>
        <option value="">{t('withdraw_bank_choose')}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('withdraw_holder')}
        {...bind('holderName')}
        mark="required"
        autoComplete="cc-name"
        name="holder-name"
        maxLength={64}
      />
      <Field
        label={t('withdraw_card_number')}
        {...bind('cardNumber')}
        mark="required"
        inputMode="numeric"
        autoComplete="cc-number"
        name="card-number"
        maxLength={23}
      />
      <FormMessage text={message ? t(message) : null} />
      <button type="submit" className="button withdraw-form__submit" disabled={busy}>
        {busy ? t('withdraw_sending') : t('withdraw_add_submit')}
      </button>
    </form>
  );
}
