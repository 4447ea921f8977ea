/** A balance: 2 decimals, or asterisks while hidden or being read again (SPEC §2). */
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { formatBalance } from '../../ui/balance';
import { useT } from '../../i18n/useT';
import { useCurrency } from '../../ui/useMoney';

export function Money({ amount, refreshing, testId }: { amount: number | null | undefined; refreshing: boolean; testId?: string }) {
  const { balanceHidden, balanceRefreshing } = useSnapshot(ui);
  const { language } = useT();
  const currency = useCurrency();
  return (
    <span className="wallet-money" data-testid={testId}>
      {formatBalance(amount, { hidden: balanceHidden, refreshing: refreshing || balanceRefreshing }, language, currency)}
    </span>
  );
}
