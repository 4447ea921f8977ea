/** The bet records' filters, totals and list; the filters are the address's query. */
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { BetRecord } from '../../api/records-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { BetFiltersBar } from './BetFiltersBar';
import { DAY_MIN, defaultRange, filtersOf, outcomeLine, rangeProblem, sideKey, statusChip, termKey, type BetFilters } from './records-rules';
import { useBetRecords } from './useBetRecords';
import { useMoney, useSignedMoney } from '../../ui/useMoney';

export function BetRecords() {
  const { t } = useT();
  const money = useMoney();
  const signed = useSignedMoney();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const filters = filtersOf(useSearch());
  const state = useBetRecords(filters);
  const invalid = rangeProblem(filters.from, filters.to);
  const change = (patch: Partial<BetFilters>) => navigate(href('gameRecord', { ...filters, ...patch }), { replace: true });

  return (
    <section className="records" aria-label={t('bet_records')}>
      <BetFiltersBar filters={filters} options={state.options} onChange={change} />
      {invalid && (
        <p className="records-note records-note--error" role="alert">
          {t(invalid)}
        </p>
      )}
      {!invalid && state.status === 'loading' && <div className="records-loading" role="status" aria-busy="true" />}
      {!invalid && state.status === 'failed' && (
        <p className="records-note records-note--error" role="alert">
          {t('records_load_failed')}
        </p>
      )}
      {!invalid && state.status === 'ready' && (
        <>
          <dl className="records-totals" data-testid="records-totals" aria-label={t('records_totals')}>
            <div>
              <dt>{t('records_count', { n: String(state.totals.count) })}</dt>
              <dd className="records-totals__range">
                {filters.from} – {filters.to}
              </dd>
            </div>
            <div>
              <dt>{t('records_stake')}</dt>
              <dd data-testid="records-total-stake">{money(state.totals.stake)}</dd>
            </div>
            <div>
              <dt>{t('records_win')}</dt>
              <dd data-testid="records-total-win">{money(state.totals.win)}</dd>
            </div>
            <div>
              <dt>{t('records_net')}</dt>
              <dd data-testid="records-total-net" className={netClass(state.totals.net)}>
                {signed(state.totals.net)}
              </dd>
            </div>
          </dl>
          {state.list.length === 0 ? (
            <div className="records-empty" data-testid="records-empty">
              <span className="records-empty__icon" aria-hidden="true" />
              <p>{t('records_empty')}</p>
              {filters.from !== DAY_MIN && (
                <button type="button" className="button button--ghost" onClick={() => change({ from: DAY_MIN, to: defaultRange().to })}>
                  {t('records_show_all')}
                </button>
              )}
            </div>
          ) : (
            <ul className="records-list" data-testid="records-list">
              {state.list.map((record) => (
                <BetRow key={record.id} record={record} />
              ))}
            </ul>
          )}
          {state.list.length < state.total && (
            <button type="button" className="button button--ghost records-more" disabled={state.more || !online} aria-busy={state.more} onClick={state.loadMore}>
              {t('records_load_more')}
            </button>
          )}
          {!online && (
            <p className="records-note" role="status">
              {t('records_last_copy')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

const netClass = (net: number) => `records-net records-net--${net > 0 ? 'up' : net < 0 ? 'down' : 'even'}`;

function BetRow({ record }: { record: BetRecord }) {
  const { t, language } = useT();
  const money = useMoney();
  const signed = useSignedMoney();
  // i18next's typing cannot check values against a union of keys with different placeholders;
  // outcomeLine pairs each key with its values.
  const say = t as unknown as (key: MessageKey, values: Record<string, string>) => string;
  const line = outcomeLine(record.outcome, record.gameName, language, record.status);
  const params = { ...line.params };
  for (const name of line.sides) {
    const key = sideKey(params[name] ?? '');
    if (key) params[name] = t(key);
  }
  for (const name of line.terms ?? []) {
    const key = termKey(params[name] ?? '');
    if (key) params[name] = t(key);
  }
  const chip = statusChip(record);
  const time = new Date(record.createdAt).toLocaleString(language, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (
    <li className="records-row" data-round={record.roundId} data-status={record.status}>
      <div className="records-row__head">
        <span className="records-row__game">{record.gameName}</span>
        {/* An open bet has not won or lost yet, a void one never will: a chip instead of a net. */}
        {chip ? <span className="records-pending">{t(chip)}</span> : <span className={netClass(record.net)}>{signed(record.net)}</span>}
      </div>
      <div className="records-row__meta">
        <span>{record.vendorName}</span>
        <time dateTime={record.createdAt}>{time}</time>
      </div>
      <div className="records-row__figures">
        <span>
          {t('records_stake')} {money(record.stake)}
        </span>
        {!chip && (
          <span>
            {t('records_win')} {money(record.win)}
          </span>
        )}
      </div>
      <p className="records-row__outcome">{say(line.key, params)}</p>
    </li>
  );
}
