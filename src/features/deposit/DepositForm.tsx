/**
 * The deposit form: method (cards in the new template, a list in the base one), amount with the
 * method's limits and quick amounts, accept promo, bank details to pay to, the receipt of a
 * manual transfer, submit. A gateway order sends the window to the gateway's pay page; a bank or
 * manual order shows its state at once (waiting for review).
 *
 * Money rules (DESIGN §3): online only — offline the input stays and submit says a connection is
 * needed; one Idempotency-Key per operation, reused when an answer was lost.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { DepositMethod, DepositPromotion } from '../../api/deposit-wire';
import { checkAmount, toCents } from '../../api/money';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { AmountField } from '../../ui/AmountField';
import { FormMessage } from '../../ui/Field';
import { useOperationKey } from '../../ui/useOperationKey';
import { BankDetails } from './BankDetails';
import { isUnanswered } from '../../api/errors';
import { depositErrorKey, receiptProblem } from './deposit-rules';
import { MethodPicker } from './MethodPicker';
import { PromotionPicker } from './PromotionPicker';
import { ReceiptField } from './ReceiptField';

interface Props {
  methods: DepositMethod[];
  promotions: DepositPromotion[];
  cards: boolean;
  /** A promotion asked for by the link that opened the page; ignored when it is not on offer. */
  chosenPromotion?: number | null;
}

const bonusOf = (amount: number, promotion: DepositPromotion | undefined) =>
  promotion ? Math.min(Math.floor((toCents(amount) * promotion.bonusPercent) / 100) / 100, promotion.bonusCap) : 0;

export function DepositForm({ methods, promotions, cards, chosenPromotion = null }: Props) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const operation = useOperationKey('deposit');
  const [code, setCode] = useState(methods[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState<number | null>(() =>
    promotions.some((p) => p.id === chosenPromotion) ? chosenPromotion : null,
  );
  const [receipt, setReceipt] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);

  const method = methods.find((m) => m.code === code) ?? methods[0];
  if (!method) return <p className="empty">{t('deposit_methods_empty')}</p>;

  const checked = checkAmount(amount, { min: method.min, max: method.max });
  const receiptIssue = method.needsReceipt ? receiptProblem(receipt) : null;
  const promotion = promotions.find((p) => p.id === promotionId);
  const bonus = checked.ok ? bonusOf(checked.amount, promotion) : 0;
  const gateway = method.kind === 'gateway' || method.kind === 'ewallet';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!online) return setMessage('money_needs_connection');
    if (!checked.ok || receiptIssue) return setMessage(null);
    const request = { method: method.code, amount: checked.amount, promotionId, ...(method.needsReceipt && receipt ? { receipt } : {}) };
    const key = operation.keyFor(JSON.stringify({ ...request, receipt: receipt && method.needsReceipt ? [receipt.name, receipt.size, receipt.lastModified] : null }));
    setSending(true);
    setMessage(null);
    const answer = await worker().deposit.create(request, key);
    setSending(false);
    if (!answer.ok) {
      // A lost answer keeps the key: the member's next tap is the same request and counts once.
      if (isUnanswered(answer.code)) return setMessage(navigator.onLine ? 'money_retry_same' : 'money_needs_connection');
      operation.settle();
      return setMessage(depositErrorKey(answer.code));
    }
    operation.settle();
    void worker().member.refresh();
    if (answer.value.payUrl) {
      // The gateway's page is the server's, not the app's: a full navigation (SW leaves /pay alone).
      window.location.assign(answer.value.payUrl);
      return;
    }
    setAmount('');
    setReceipt(null);
    setTried(false);
    navigate(href('voucherCenter', { order: answer.value.id }), { replace: true });
  };

  const busy = sending;
  return (
    <form className="deposit-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <MethodPicker methods={methods} selected={method.code} onSelect={setCode} cards={cards} />
      <AmountField
        value={amount}
        onValue={setAmount}
        limits={{ min: method.min, max: method.max }}
        problem={tried && !checked.ok ? checked.problem : null}
        quickAmounts={method.quickAmounts}
        disabled={busy}
      />
      <PromotionPicker promotions={promotions} selected={promotionId} onSelect={setPromotionId} bonus={bonus} disabled={busy} />
      {method.bank && <BankDetails bank={method.bank} />}
      {method.needsReceipt && <ReceiptField file={receipt} onFile={setReceipt} problem={tried || receipt ? receiptIssue : null} disabled={busy} />}
      {!online && <FormMessage text={t('money_needs_connection')} />}
      {online && message && <FormMessage text={t(message)} />}
      <button type="submit" className="button deposit-form__submit" disabled={busy || !online} aria-busy={busy || undefined}>
        {busy ? t('deposit_submitting') : gateway ? t('deposit_submit_gateway') : t('deposit_submit')}
      </button>
      {!gateway && <p className="deposit-note">{t('deposit_review_note')}</p>}
    </form>
  );
}
