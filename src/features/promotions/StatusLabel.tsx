import type { PromotionStatus } from '../../api/content-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';

/** SPEC §4 activity status labels; `none` has nothing to say. */
export const STATUS_KEYS: Record<Exclude<PromotionStatus, 'none'>, MessageKey> = {
  join: 'promotions_status_join',
  joined: 'promotions_status_joined',
  apply: 'promotions_status_apply',
  applying: 'promotions_status_applying',
  process: 'promotions_status_process',
  claim: 'promotions_status_claim',
  claimed: 'promotions_status_claimed',
  issued: 'promotions_status_issued',
  rejected: 'promotions_status_rejected',
  closed: 'promotions_status_closed',
  comingSoon: 'promotions_status_coming_soon',
};

/** Colour families: what the member can do now, what is under way, and what is over. */
const TONE: Record<Exclude<PromotionStatus, 'none'>, 'open' | 'progress' | 'done' | 'over'> = {
  join: 'open',
  apply: 'open',
  claim: 'open',
  joined: 'progress',
  applying: 'progress',
  process: 'progress',
  comingSoon: 'progress',
  claimed: 'done',
  issued: 'done',
  rejected: 'over',
  closed: 'over',
};

export function StatusLabel({ status }: { status: PromotionStatus | undefined }) {
  const { t } = useT();
  if (!status || status === 'none') return null;
  return (
    <span className={`promo-status promo-status--${TONE[status]}`} data-testid="promo-status" data-status={status}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
