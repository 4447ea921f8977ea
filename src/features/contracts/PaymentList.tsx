/**
 * What the member's contract of a kind paid: the total over every payment (the server sums the
 * rows) and the latest periods, each with the team's figures it was computed from. A period that
 * paid nothing (no tier met; for a dividend, a team that won) is listed with 0, so a missing
 * payment is never a mystery.
 */
import type { ContractKind, ContractPayment } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { formatCount, formatPeriod, formatRate } from './contract-rules';
import { useMoney } from '../../ui/useMoney';

export function PaymentList({ kind, payments, paidTotal }: { kind: ContractKind; payments: readonly ContractPayment[]; paidTotal: number }) {
  const { t, language } = useT();
  const money = useMoney();
  return (
    <section className="contract-card contract-payments" data-testid="contract-payments" aria-label={t('contract_payments_heading')}>
      <div className="contract-card__head">
        <h4 className="contract-card__title">{t('contract_payments_heading')}</h4>
        <p className="contract-payments__total">
          <span className="contract-note">{t('contract_paid_total')}</span>
          <strong data-testid="contract-paid-total">{money(paidTotal)}</strong>
        </p>
      </div>
      {payments.length === 0 ? (
        <p className="contract-note" data-testid="contract-payments-empty">
          {t('contract_payments_none')}
        </p>
      ) : (
        <ul className="contract-payments__list">
          {payments.map((payment) => (
            <li key={payment.id} className="contract-payment" data-testid="contract-payment" data-period={payment.periodKey}>
              <div className="contract-payment__main">
                <span>{formatPeriod(kind, payment, language)}</span>
                <span className={payment.amount > 0 ? 'contract-payment__amount' : 'contract-payment__amount contract-payment__amount--zero'} data-testid="contract-payment-amount">
                  {payment.amount > 0 ? `+${money(payment.amount)}` : money(0)}
                </span>
              </div>
              <div className="contract-payment__meta">
                <span>{t('contract_payment_turnover', { amount: money(payment.turnover) })}</span>
                <span>{t('contract_payment_active', { number: formatCount(payment.activeMembers, language) })}</span>
                {kind === 'dividend' && <span>{t('contract_payment_net_loss', { amount: money(payment.netLoss) })}</span>}
                <span>{payment.rate > 0 ? t('contract_payment_rate', { rate: formatRate(payment.rate, language) }) : t('contract_payment_no_tier')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
