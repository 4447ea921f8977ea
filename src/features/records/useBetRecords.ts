/**
 * The bet records for the filters: page 1 on open, on a filter change and on coming back online;
 * "load more" appends the next page. Offline, the service worker answers the last copy it kept.
 * The filter options (types and providers the member has bets in) outlive a reload, so the
 * selects never empty while a new page loads.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { RECORD_PAGE_SIZE, type BetFilterOptions, type BetRecord, type BetTotals } from '../../api/records-wire';
import { worker } from '../../bridge/worker';
import { appState } from '../../state/app';
import { rangeProblem, type BetFilters } from './records-rules';

type Load = { key: string } & ({ status: 'failed' } | { status: 'ready'; list: BetRecord[]; total: number; totals: BetTotals; pageNo: number });

export type BetRecordsState = (Load | { status: 'loading' }) & { options: BetFilterOptions | null; more: boolean; loadMore: () => void };

export function useBetRecords(filters: BetFilters): BetRecordsState {
  const { online } = useSnapshot(appState);
  const [outcome, setOutcome] = useState<Load | null>(null);
  const [options, setOptions] = useState<BetFilterOptions | null>(null);
  const [more, setMore] = useState(false);
  const invalid = rangeProblem(filters.from, filters.to) !== null;
  const key = `${JSON.stringify(filters)}|${online}`;

  const fetchPage = (pageNo: number) =>
    worker().records.bets({
      from: filters.from,
      to: filters.to,
      gameType: filters.gameType || undefined,
      vendor: filters.vendor || undefined,
      pageNo,
      pageSize: RECORD_PAGE_SIZE,
    });

  useEffect(() => {
    if (invalid) return;
    let current = true;
    void fetchPage(1).then((result) => {
      if (!current) return;
      if (!result.ok) return setOutcome({ key, status: 'failed' });
      setOptions(result.value.filters);
      setOutcome({ key, status: 'ready', list: result.value.list, total: result.value.total, totals: result.value.totals, pageNo: 1 });
    });
    return () => {
      current = false;
    };
    // fetchPage reads the filters, which the key spells; online is in it too: read again once back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, invalid]);

  const load = outcome?.key === key ? outcome : ({ status: 'loading' } as const);
  const loadMore = () => {
    if (load.status !== 'ready' || more) return;
    setMore(true);
    void fetchPage(load.pageNo + 1).then((result) => {
      setMore(false);
      if (result.ok) setOutcome({ ...load, list: [...load.list, ...result.value.list], total: result.value.total, pageNo: load.pageNo + 1 });
    });
  };
  return { ...load, options, more, loadMore };
}
