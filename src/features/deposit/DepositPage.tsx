/**
 * /m/voucherCenter, Deposit (SPEC §2): two tabs, Deposit and Report (`?tab=report`); `?order=`
 * shows the order the member came back with. A guest goes to /m/login; a trial guest (type 4)
 * gets the trial prompt. The deposit tab takes the SPEC §4 template the status names (dep_func).
 * A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { depositErrorKey, usesNewTemplate } from './deposit-rules';
import { DepositForm } from './DepositForm';
import { DepositReport } from './DepositReport';
import { OrderStatus } from './OrderStatus';
import { useDepositOffer } from './useDepositOffer';
import '../../ui/tabs.css';
import './deposit.css';

export default function DepositPage() {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="deposit-page" role="status" aria-busy="true" />;
  return <DepositScreens />;
}

function DepositScreens() {
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
    { id: 'deposit', label: t('deposit_tab_deposit'), to: href('voucherCenter') },
    { id: 'report', label: t('deposit_tab_report'), to: href('voucherCenter', { tab: 'report' }) },
  ] as const;
  return (
    <section className="deposit-page" aria-label={t('deposit_title')}>
      <div className="tabs deposit-tabs" role="tablist" aria-label={t('deposit_title')}>
        {tabs.map((option) => (
          <button
            key={option.id}
            type="button"
            role="tab"
            aria-selected={option.id === tab}
            className={`tabs__tab${option.id === tab ? ' tabs__tab--active' : ''}`}
            onClick={() => navigate(option.to, { replace: true })}
          >
            {option.label}
          </button>
        ))}
      </div>
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
