import { Link } from 'wouter';
import type { PromotionRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { DatesLine } from './DatesLine';
import { coverOf, ownStatus, unread } from './promotion-rules';
import { StatusLabel } from './StatusLabel';

/** SPEC §2: cover image, title, dates and a "more" label; the viewer's status and an unread mark. */
export function PromotionCard({ promotion, userKey }: { promotion: PromotionRow; userKey: string }) {
  const { t } = useT();
  const cover = coverOf(promotion);
  return (
    <li>
      <Link href={href('activityDetail', { id: promotion.id })} className="promo-card" data-testid="promo-card" data-id={promotion.id}>
        {/* A fixed aspect box: the card keeps its height while the image loads (or fails). */}
        <span className="promo-card__cover">
          {cover && <img src={cover} alt="" loading="lazy" decoding="async" onError={(e) => (e.currentTarget.hidden = true)} />}
          {unread(promotion, userKey) && <span className="promo-card__new">{t('promotions_unread')}</span>}
        </span>
        <span className="promo-card__body">
          <span className="promo-card__title">{promotion.title}</span>
          <DatesLine promotion={promotion} />
          <span className="promo-card__footer">
            <StatusLabel status={ownStatus(promotion, userKey)} />
            <span className="promo-card__more">{t('promotions_more')}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Reserved room of a card that is not on the device yet. */
export function PromotionCardSkeleton() {
  return (
    <li aria-hidden="true">
      <span className="promo-card promo-card--skeleton">
        <span className="promo-card__cover" />
        <span className="promo-card__body">
          <span className="promo-skeleton-line" />
          <span className="promo-skeleton-line promo-skeleton-line--short" />
        </span>
      </span>
    </li>
  );
}
