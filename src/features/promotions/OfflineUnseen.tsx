import { useT } from '../../i18n/useT';

/** Offline, and what was asked for never reached this device: say so, not "nothing here". */
export function OfflineUnseen({ what }: { what: 'list' | 'detail' }) {
  const { t } = useT();
  return (
    <div className="promo-state" role="status" data-testid="promo-offline">
      <span className="promo-state__icon promo-state__icon--offline" aria-hidden="true" />
      <p className="promo-state__title">{t('promotions_offline_title')}</p>
      <p className="promo-state__body">{t(what === 'list' ? 'promotions_offline_list_body' : 'promotions_offline_detail_body')}</p>
    </div>
  );
}
