/**
 * The transaction list (SPEC §7): one wallet's lines, newest first, filtered by type and by a day
 * range (picker 2000–2030, SPEC §5), "load more" for the next page. Offline, the pages this device
 * read before still show (the service worker's copies).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TRANSACTION_TYPES, type TransactionLine, type TransactionType, type WalletSummary } from '../../api/wallet-wire';
import { MAIN_WALLET } from '../../api/wallet-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { ui } from '../../state/ui';
import { BALANCE_MASK } from '../../ui/balance';
import { DATE_MAX, DATE_MIN, lineLabelKey, rangeProblem, TYPE_KEYS } from './wallet-rules';
import { useMoney, useSignedMoney } from '../../ui/useMoney';

const PAGE_SIZE = 20;

interface Filters {
  account: string;
  type: TransactionType | '';
  from: string;
  to: string;
}

type Load = { key: string } & ({ status: 'failed' } | { status: 'ready'; list: TransactionLine[]; total: number; page: number });

export function TransactionsPanel({ summary }: { summary: WalletSummary | null }) {
  const { t, language } = useT();
  const signed = useSignedMoney();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const { balanceHidden } = useSnapshot(ui);
  const [filters, setFilters] = useState<Filters>({ account: MAIN_WALLET, type: '', from: '', to: '' });
  const [outcome, setOutcome] = useState<Load | null>(null);
  const [more, setMore] = useState(false);
  const invalid = rangeProblem(filters.from, filters.to);
  // The read for these filters and network state; until it answers, the list is loading.
  const key = `${JSON.stringify(filters)}|${online}`;
  const load = outcome?.key === key ? outcome : ({ status: 'loading' } as const);

  const fetchPage = (page: number) =>
    worker().wallet.transactions({
      account: filters.account,
      type: filters.type || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
      pageSize: PAGE_SIZE,
    });

  useEffect(() => {
    if (invalid) return;
    let current = true;
    void fetchPage(1).then((result) => {
      if (!current) return;
      setOutcome(result.ok ? { key, status: 'ready', list: result.value.list, total: result.value.total, page: 1 } : { key, status: 'failed' });
    });
    return () => {
      current = false;
    };
    // fetchPage reads the filters, which the key spells; online is in it too: read again once back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, invalid]);

  const loadMore = async () => {
    if (load.status !== 'ready') return;
    setMore(true);
    const result = await fetchPage(load.page + 1);
    setMore(false);
    if (result.ok) setOutcome({ key: load.key, status: 'ready', list: [...load.list, ...result.value.list], total: result.value.total, page: load.page + 1 });
  };

  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const dateTime = (iso: string) => new Date(iso).toLocaleString(language, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

  return (
    <div className="wallet-transactions">
      <div className="wallet-filters">
        {summary && summary.vendors.length > 0 && (
          <label className="wallet-filter">
            <span>{t('wallet_account')}</span>
            <select value={filters.account} onChange={(e) => set({ account: e.target.value })}>
              <option value={MAIN_WALLET}>{t('wallet_main')}</option>
              {summary.vendors.map((vendor) => (
                <option key={vendor.code} value={vendor.code}>
                  {vendor.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="wallet-filter">
          <span>{t('wallet_type')}</span>
          <select value={filters.type} onChange={(e) => set({ type: e.target.value as TransactionType | '' })} data-testid="wallet-type-filter">
            <option value="">{t('wallet_type_all')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_KEYS[type])}
              </option>
            ))}
          </select>
        </label>
        <label className="wallet-filter">
          <span>{t('wallet_from_date')}</span>
          <input type="date" min={DATE_MIN} max={filters.to || DATE_MAX} value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="wallet-filter">
          <span>{t('wallet_to_date')}</span>
          <input type="date" min={filters.from || DATE_MIN} max={DATE_MAX} value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </div>
      {invalid && (
        <p className="wallet-note wallet-note--error" role="alert">
          {t('wallet_range_invalid')}
        </p>
      )}
      {!invalid && load.status === 'loading' && <div className="wallet-loading" role="status" aria-busy="true" />}
      {!invalid && load.status === 'failed' && (
        <p className="wallet-note wallet-note--error" role="alert">
          {t('wallet_load_failed')}
        </p>
      )}
      {!invalid && load.status === 'ready' && load.list.length === 0 && (
        <div className="wallet-empty" data-testid="wallet-empty">
          <span className="wallet-empty__icon" aria-hidden="true" />
          <p>{t('wallet_empty')}</p>
        </div>
      )}
      {!invalid && load.status === 'ready' && load.list.length > 0 && (
        <>
          <ul className="wallet-lines" data-testid="wallet-lines">
            {load.list.map((line) => (
              <li key={line.id} className="wallet-line" data-kind={line.kind}>
                <div className="wallet-line__main">
                  <span className="wallet-line__label">{t(lineLabelKey(line))}</span>
                  <span className={`wallet-line__amount wallet-line__amount--${line.amount < 0 ? 'out' : 'in'}`}>
                    {balanceHidden ? BALANCE_MASK : signed(line.amount)}
                  </span>
                </div>
                <div className="wallet-line__meta">
                  <time dateTime={line.createdAt}>{dateTime(line.createdAt)}</time>
                  <span>{t('wallet_balance_after', { amount: balanceHidden ? BALANCE_MASK : money(line.balanceAfter) })}</span>
                </div>
              </li>
            ))}
          </ul>
          {load.list.length < load.total && (
            <button type="button" className="button button--ghost wallet-more" disabled={more} aria-busy={more} onClick={() => void loadMore()}>
              {t('wallet_load_more')}
            </button>
          )}
        </>
      )}
      {!online && load.status === 'ready' && <p className="wallet-note" role="status">{t('wallet_last_copy')}</p>}
    </div>
  );
}
