/**
 * /m/voucherCenter, Deposit (SPEC §2): two tabs, Deposit and Report (`?tab=report`); `?order=`
 * shows the order the member came back with. Members only (the route's gate). The deposit tab takes the SPEC §4 template the status names (dep_func).
 * A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { depositErrorKey, usesNewTemplate } from './deposit-rules';
import { DepositForm } from './DepositForm';
import { DepositReport } from './DepositReport';
import { OrderStatus } from './OrderStatus';
import { useDepositOffer } from './useDepositOffer';
import { Tabs } from '../../ui/Tabs';
import './deposit.css';

export default function DepositPage() {
  useCatalogueArea('messages');
  useCatalogueArea('deposit');
  const { t } = useT();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab = search.get('tab') === 'report' ? 'report' : 'deposit';
  const orderId = Number(search.get('order'));
  // From a promotion's "Deposit for the bonus": that promotion comes chosen.
  const promotionId = Number(search.get('promotion'));
  const tabs = [
    { id: 'deposit', label: t('deposit_tab_deposit') },
    { id: 'report', label: t('deposit_tab_report') },
  ] as const;
  return (
    <section className="deposit-page" aria-label={t('deposit_title')}>
      <Tabs
        className="deposit-tabs"
        label={t('deposit_title')}
        options={tabs}
        active={tab}
        onSelect={(id) => navigate(id === 'report' ? href('voucherCenter', { tab: 'report' }) : href('voucherCenter'), { replace: true })}
      />
      {tab === 'report' ? (
        <DepositReport />
      ) : (
        <>
          {Number.isInteger(orderId) && orderId > 0 && <OrderStatus key={orderId} id={orderId} />}
          <DepositTab promotionId={Number.isInteger(promotionId) && promotionId > 0 ? promotionId : null} />
        </>
      )}
    </section>
  );
}

function DepositTab({ promotionId }: { promotionId: number | null }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const offer = useDepositOffer(language, online);
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  if (offer.state === 'loading' || status === undefined) return <p className="empty" role="status" aria-busy="true">{t('deposit_loading')}</p>;
  if (offer.state === 'failed') return <p className="empty" role="status">{t(depositErrorKey(offer.code))}</p>;
  return <DepositForm methods={offer.methods} promotions={offer.promotions} cards={usesNewTemplate(status)} chosenPromotion={promotionId} />;
}
