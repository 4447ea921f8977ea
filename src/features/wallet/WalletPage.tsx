/**
 * /m/wallet, "My wallet" (SPEC §7 wallet, transfer, transaction list; §2 balance drop menu): the
 * balances, the transaction list and the main ↔ game wallet transfer, one tab each (`?tab=`).
 * Members only (the route's gate). A lazy chunk.
 */
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { SummaryPanel } from './SummaryPanel';
import { TransactionsPanel } from './TransactionsPanel';
import { TransferPanel } from './TransferPanel';
import { useWalletSummary } from './useWalletSummary';
import { TAB_KEYS, WALLET_TABS } from './wallet-rules';
import { tabFrom } from '../../ui/tab-choice';
import { Tabs } from '../../ui/Tabs';
import './wallet.css';

export default function WalletPage() {
  // The form texts (amounts, connection) are in messages; the page's own in wallet.
  useCatalogueArea('messages');
  useCatalogueArea('wallet');
  return <Wallet />;
}

function Wallet() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const tab = tabFrom(WALLET_TABS, new URLSearchParams(useSearch()).get('tab'));
  const summary = useWalletSummary();

  return (
    <section className="wallet" aria-label={t('wallet_title')}>
      <Tabs
        className="wallet-tabs"
        label={t('wallet_tabs')}
        options={WALLET_TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
        active={tab}
        onSelect={(option) => navigate(option === 'summary' ? href('wallet') : href('wallet', { tab: option }), { replace: true })}
      />
      {summary.error && !summary.summary && !summary.loading && (
        <div className="wallet-note wallet-note--error" role="alert">
          <p>{t('wallet_load_failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => summary.reload()}>
            {t('retry')}
          </button>
        </div>
      )}
      <div role="tabpanel" className="wallet-panel" aria-label={t(TAB_KEYS[tab])}>
        {tab === 'summary' && <SummaryPanel state={summary} />}
        {tab === 'transactions' && <TransactionsPanel summary={summary.summary} />}
        {tab === 'transfer' && <TransferPanel state={summary} />}
      </div>
    </section>
  );
}
