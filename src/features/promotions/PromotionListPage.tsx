/**
 * /m/activity (SPEC §2 "Promotions"): category tabs — "All" first and the default, `?category=`
 * picks another — and the cards of the selected tab, from the device; an empty tab says so.
 */
import { Tabs } from '../../ui/Tabs';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { session } from '../../state/session';
import { OfflineUnseen } from './OfflineUnseen';
import { PromotionCard, PromotionCardSkeleton } from './PromotionCard';
import { ALL_TAB, inTab, selectedTab, tabsOf } from './promotion-rules';
import { usePromotionSync } from './usePromotionSync';

const SKELETON_CARDS = 3;

export function PromotionListPage() {
  const { t, language } = useT();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const { userKey } = useSnapshot(session);
  const sync = usePromotionSync();
  const categories = useLiveQuery(() => db.promotionCategories.where('language').equals(language).sortBy('sort'), [language]);
  const promotions = useLiveQuery(() => db.promotions.where('language').equals(language).toArray(), [language]);

  const tabs = tabsOf(categories ?? [], t('promotions_all'));
  const tab = selectedTab(search.get('category'), tabs);
  const shown = promotions ? inTab(promotions, tab) : undefined;
  const nothingOnDevice = promotions !== undefined && promotions.length === 0;
  const choose = (id: number) => navigate(id === ALL_TAB ? href('activity') : href('activity', { category: id }), { replace: true });

  return (
    <section className="promotions" aria-label={t('promotion_activity')}>
      <Tabs className="promo-tabs" label={t('promotions_tabs')} options={tabs.map(({ id, name }) => ({ id, label: name }))} active={tab} onSelect={choose} />
      {nothingOnDevice && sync === 'offline' ? (
        <OfflineUnseen what="list" />
      ) : shown === undefined || (nothingOnDevice && sync === 'running') ? (
        <ul className="promo-list" aria-busy="true" aria-label={t('promotions_loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => <PromotionCardSkeleton key={i} />)}
        </ul>
      ) : shown.length === 0 ? (
        <div className="promo-state" data-testid="promo-empty">
          <span className="promo-state__icon promo-state__icon--empty" aria-hidden="true" />
          <p className="promo-state__title">{t('promotions_empty')}</p>
        </div>
      ) : (
        // The panel wraps the list: a list given another role no longer holds its items.
        <div role="tabpanel" aria-label={tabs.find((option) => option.id === tab)?.name}>
          <ul className="promo-list">
            {shown.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} userKey={userKey} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
