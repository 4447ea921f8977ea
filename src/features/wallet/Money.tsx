/** A balance: 2 decimals, or asterisks while hidden or being read again (SPEC §2). */
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { formatBalance } from '../../app/shell/balance';

export function Money({ amount, refreshing, testId }: { amount: number | null | undefined; refreshing: boolean; testId?: string }) {
  const { balanceHidden, balanceRefreshing } = useSnapshot(ui);
  return (
    <span className="wallet-money" data-testid={testId}>
      {formatBalance(amount, { hidden: balanceHidden, refreshing: refreshing || balanceRefreshing })}
    </span>
  );
}
