/** An order's or a suborder's standing as a coloured chip. */
import type { LotteryOrderStatus, SuborderStatus } from '../../api/lottery-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';

const STATUS_KEYS: Record<LotteryOrderStatus | SuborderStatus, MessageKey> = {
  open: 'lottery_status_open',
  settled: 'lottery_status_settled',
  cancelled: 'lottery_status_cancelled',
  won: 'lottery_status_won',
  lost: 'lottery_status_lost',
};

export function StatusChip({ status }: { status: LotteryOrderStatus | SuborderStatus }) {
  const { t } = useT();
  return (
    <span className={`lottery-chip lottery-chip--${status}`} data-testid="lottery-status" data-status={status}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
