/**
 * /m/wallet, "My wallet" (SPEC §7 wallet, transfer, transaction list; §2 balance drop menu): the
 * balances, the transaction list and the main ↔ game wallet transfer, one tab each (`?tab=`).
 * A guest goes to /m/login; a trial guest (SPEC §6) gets the trial prompt. A lazy chunk.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { SummaryPanel } from './SummaryPanel';
import { TransactionsPanel } from './TransactionsPanel';
import { TransferPanel } from './TransferPanel';
import { useWalletSummary } from './useWalletSummary';
import { TAB_KEYS, tabOf, WALLET_TABS } from './wallet-rules';
import '../../ui/tabs.css';
import './wallet.css';

export default function WalletPage() {
  // The form texts (amounts, connection) are in messages; the page's own in wallet.
  useCatalogueArea('messages');
  useCatalogueArea('wallet');
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="wallet-loading" role="status" aria-busy="true" />;
  return <Wallet />;
}

function Wallet() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const tab = tabOf(new URLSearchParams(useSearch()).get('tab'));
  const summary = useWalletSummary();

  return (
    <section className="wallet" aria-label={t('wallet_title')}>
      <div className="tabs wallet-tabs" role="tablist" aria-label={t('wallet_tabs')}>
        {WALLET_TABS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === tab}
            className={`tabs__tab${option === tab ? ' tabs__tab--active' : ''}`}
            onClick={() => navigate(option === 'summary' ? href('wallet') : href('wallet', { tab: option }), { replace: true })}
          >
            {t(TAB_KEYS[option])}
          </button>
        ))}
      </div>
      {summary.error && !summary.summary && !summary.loading && (
        <div className="wallet-note wallet-note--error" role="alert">
          <p>{t('wallet_load_failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => summary.reload()}>
            {t('wallet_retry')}
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
