/** Where a bank or manual deposit is paid to: the member transfers there, then submits the form. */
import type { DepositBankAccount } from '../../api/deposit-wire';
import { useT } from '../../i18n/useT';

export function BankDetails({ bank }: { bank: DepositBankAccount }) {
  const { t } = useT();
  return (
    <section className="deposit-bank" aria-label={t('deposit_pay_to')} data-testid="deposit-bank">
      <h3 className="deposit-section__title">{t('deposit_pay_to')}</h3>
      <dl>
        <dt>{t('deposit_payee')}</dt>
        <dd>{bank.payee}</dd>
        <dt>{t('deposit_bank')}</dt>
        <dd>{bank.bank}</dd>
        <dt>{t('deposit_account_no')}</dt>
        <dd className="deposit-bank__number">{bank.accountNo}</dd>
      </dl>
    </section>
  );
}
