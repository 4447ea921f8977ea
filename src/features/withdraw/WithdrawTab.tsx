/**
 * The Withdraw tab: what can be withdrawn and what is held (pending requests), then the set-a-
 * payment-password form the first time, the withdrawal form after. What can be withdrawn is the
 * wallet summary's (the balance less what a wagering bonus locks); until that has loaded, the
 * header's balance (the member row the worker keeps, also offline). The held sum is the report's.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { walletEndpoints } from '../../api/endpoints/wallet';
import { withdrawEndpoints } from '../../api/endpoints/withdraw';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { LoadState } from './LoadState';
import { useBankCards, useLoaded, usePasswordStatus, useWithdrawSettings } from './useWithdrawData';
import { WithdrawForm } from './WithdrawForm';
import { SetPasswordForm } from './SetPasswordForm';
import { useMoney } from '../../ui/useMoney';

export function WithdrawTab({ userKey, onAddCard, onRequested }: { userKey: string; onAddCard: () => void; onRequested: () => void }) {
  const { t } = useT();
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  const password = usePasswordStatus();
  const held = useLoaded(
    'held',
    async () => {
      const result = await worker().withdraw.report(1, 1, 'pending');
      return result.ok ? { ok: true as const, value: result.value.held } : result;
    },
    { refreshOn: withdrawEndpoints.withdrawReport.refreshOn },
  );
  const withdrawable = useLoaded(
    'withdrawable',
    async () => {
      const result = await worker().wallet.summary();
      return result.ok ? { ok: true as const, value: result.value.withdrawable } : result;
    },
    { refreshOn: walletEndpoints.walletSummary.refreshOn },
  );
  const balance = useLiveQuery(async () => (await db.member.get(userKey))?.sumBalance, [userKey]);
  // The header's figure, fresh for the form's "available".
  useEffect(() => void worker().member.refresh().catch(() => undefined), []);

  const format = useMoney();
  const money = (units: number | undefined) => (units === undefined ? '—' : format(units));
  const waiting = [settings, cards, password].find((l) => l.value === undefined);

  return (
    <div className="withdraw-tab">
      <dl className="withdraw-summary">
        <div>
          <dt>{t('withdraw_balance')}</dt>
          <dd data-testid="withdraw-balance">{money(withdrawable.value ?? balance)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_held')}</dt>
          <dd data-testid="withdraw-held">{money(held.value)}</dd>
        </div>
      </dl>
      {waiting ? (
        <LoadState loaded={waiting} />
      ) : !password.value!.hasWithdrawalPassword ? (
        <SetPasswordForm onSet={password.reload} />
      ) : (
        <WithdrawForm
          settings={settings.value!}
          cards={cards.value!.list}
          balance={balance}
          onAddCard={onAddCard}
          onRequested={(sum) => {
            held.set(sum);
            withdrawable.reload();
            onRequested();
          }}
        />
      )}
    </div>
  );
}
