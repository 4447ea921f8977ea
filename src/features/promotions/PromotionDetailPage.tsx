/**
 * /m/activityDetail?id= (SPEC §2): the cover (sequence 1), title, dates, the viewer's status and
 * action, and the sanitised HTML body. Opening it marks it read for a member (not a trial guest,
 * SPEC §4/§6). Nothing on the device: loading while the refresh runs, then not found — or, offline,
 * the offline state (the server may well have it).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { isTrial, session } from '../../state/session';
import { SafeHtml } from '../../ui/SafeHtml';
import { DatesLine } from './DatesLine';
import { OfflineUnseen } from './OfflineUnseen';
import { PromotionActionBar } from './PromotionActionBar';
import { coverOf, ownStatus, promotionIdOf } from './promotion-rules';
import { usePromotionSync } from './usePromotionSync';

export function PromotionDetailPage() {
  const { t } = useT();
  const id = promotionIdOf(new URLSearchParams(useSearch()).get('id'));
  const { info, userKey } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const sync = usePromotionSync();
  // `null` once looked up and absent (undefined means not looked up yet).
  const promotion = useLiveQuery(async () => (id === null ? null : ((await db.promotions.get(id)) ?? null)), [id]);
  const found = promotion ? promotion.id : null;
  const trial = isTrial(info);

  useEffect(() => {
    if (found === null || !info || trial || !userKey) return;
    void worker().promotions.markRead(found).catch(() => undefined);
  }, [found, info, trial, userKey]);

  if (promotion === undefined || (promotion === null && id !== null && sync === 'running')) {
    return <section className="promo-detail promo-detail--loading" aria-busy="true" aria-label={t('promo_detail')} />;
  }
  if (promotion === null) {
    // Offline, the device's copy of the list may be older than this link: never seen is not "not found".
    if (id !== null && (sync === 'offline' || !online)) return <OfflineUnseen what="detail" />;
    return (
      <div className="promo-state" role="status" data-testid="promo-not-found">
        <span className="promo-state__icon promo-state__icon--empty" aria-hidden="true" />
        <p className="promo-state__title">{t('promotions_not_found_title')}</p>
        <p className="promo-state__body">{t('promotions_not_found_body')}</p>
        <Link href={href('activity')} className="button">
          {t('promotions_back_to_list')}
        </Link>
      </div>
    );
  }

  const cover = coverOf(promotion);
  return (
    <article className="promo-detail" aria-labelledby="promo-detail-title">
      <div className="promo-detail__cover">{cover && <img src={cover} alt="" onError={(e) => (e.currentTarget.hidden = true)} />}</div>
      <div className="promo-detail__head">
        <h1 id="promo-detail-title" className="promo-detail__title">
          {promotion.title}
        </h1>
        <DatesLine promotion={promotion} />
        <PromotionActionBar promotionId={promotion.id} status={ownStatus(promotion, userKey)} />
      </div>
      <SafeHtml html={promotion.content} className="promo-detail__content" />
    </article>
  );
}
