/** The balances: main, held for withdrawals, withdrawable, each game wallet; deposit and withdraw shortcuts. */
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { ui } from '../../state/ui';
import { BonusPanel } from './BonusPanel';
import { Money } from './Money';
import type { SummaryState } from './useWalletSummary';

export function SummaryPanel({ state }: { state: SummaryState }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const { balanceHidden } = useSnapshot(ui);
  const { summary, loading } = state;

  return (
    <div className="wallet-summary">
      <div className="wallet-card">
        <div className="wallet-card__head">
          <span className="wallet-card__label">{t('wallet_main')}</span>
          <button type="button" className="wallet-icon-button" aria-label={t(balanceHidden ? 'wallet_show_balances' : 'wallet_hide_balances')} onClick={() => (ui.balanceHidden = !ui.balanceHidden)}>
            <i className={balanceHidden ? 'icon icon--eye' : 'icon icon--eye-off'} aria-hidden="true" />
          </button>
          <button type="button" className="wallet-icon-button" aria-label={t('wallet_refresh')} disabled={loading} onClick={() => state.reload(true)}>
            <i className={loading ? 'icon icon--refresh spin' : 'icon icon--refresh'} aria-hidden="true" />
          </button>
        </div>
        <p className="wallet-card__main">
          <Money amount={summary?.main} refreshing={loading} testId="wallet-main" />
        </p>
        <dl className="wallet-card__figures">
          <div>
            <dt>{t('wallet_held')}</dt>
            <dd>
              <Money amount={summary?.held} refreshing={loading} testId="wallet-held" />
            </dd>
          </div>
          <div>
            <dt>{t('wallet_withdrawable')}</dt>
            <dd>
              <Money amount={summary?.withdrawable} refreshing={loading} testId="wallet-withdrawable" />
            </dd>
          </div>
        </dl>
        <div className="wallet-card__actions">
          <Link href={href('voucherCenter')} className="button wallet-card__action">
            {t('deposit')}
          </Link>
          <Link href={href('withdraw')} className="button button--ghost wallet-card__action">
            {t('withdraw')}
          </Link>
        </div>
      </div>

      <BonusPanel bonus={summary?.bonus} refreshing={loading} />

      <h2 className="wallet-heading">{t('wallet_game_wallets')}</h2>
      {summary && summary.vendors.length === 0 && <p className="wallet-note">{t('wallet_no_game_wallets')}</p>}
      <ul className="wallet-vendors">
        {summary?.vendors.map((vendor) => (
          <li key={vendor.code} className="wallet-vendor" data-testid={`wallet-vendor-${vendor.code}`}>
            <span className="wallet-vendor__name">{vendor.name}</span>
            <Money amount={vendor.balance} refreshing={loading} />
            <Link href={href('wallet', { tab: 'transfer' })} className="wallet-vendor__link">
              {t('wallet_tab_transfer')}
            </Link>
          </li>
        ))}
      </ul>
      {!online && summary && <p className="wallet-note" role="status">{t('wallet_last_copy')}</p>}
    </div>
  );
}
