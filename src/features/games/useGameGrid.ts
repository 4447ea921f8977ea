/**
 * One game grid's data: rows from Dexie (so it works offline for everything synced), pages asked
 * of the worker, and the SPEC §4 paging rules. The name filter answers per keystroke from the
 * worker's in-memory index; a committed search (Enter, 500 ms pause, icon) also asks the server.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listKey } from '../../api/game-lists';
import { PAGE_SIZE } from '../../api/endpoints/constants';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { readGrid } from './game-query';
import { hasMore, nextPage, serverFilter, type ListState } from './list-rules';
import { markNameFilterRendered } from './name-filter-timing';

/** SPEC §2: infinite scroll is throttled to one load per second. */
export const LOAD_THROTTLE_MS = 1000;

/** Asks of one page after a failure: 1, 2, 4, 8, 16 s apart, then the device copy stands. */
const RETRY_LIMIT = 5;
export const retryDelayMs = (attempt: number) => 1000 * 2 ** Math.min(attempt, 4);

export interface GameGrid {
  games: GameRow[] | undefined;
  hasMore: boolean;
  loadMore: () => void;
}

async function fetchPage(state: ListState, pageNo: number): Promise<number | undefined> {
  const api = worker();
  if (state.dataType === 'FAV') return (await api.games.favouritesPage(pageNo, 36)).totalPages;
  if (state.dataType === 'RECENT') return (await api.games.recentPage(pageNo, PAGE_SIZE)).totalPages;
  if (state.dataType === 'HOT') return 1;
  return (await api.sync.loadPage(serverFilter(state), pageNo)).totalPages;
}

export function useGameGrid(state: ListState, setState: (next: ListState) => void, name = ''): GameGrid {
  const { language } = useT();
  const { userKey } = useSnapshot(session);
  // Back online: ask again for what the grid shows, so a screen opened offline fills by itself.
  const { online } = useSnapshot(appState);
  const filter = serverFilter(state);
  const key = listKey(filter, language);
  const limit = state.page * PAGE_SIZE;
  const searching = Boolean(name.trim()) && (state.dataType === 'ALL' || state.dataType === 'NEW');
  const [fetchedPages, setFetchedPages] = useState<Record<string, number>>({});
  const [found, setFound] = useState<{ for: string; rows: GameRow[]; total: number } | null>(null);
  const [serverRound, setServerRound] = useState(0);
  // The ask whose server round finished last: rows read before it may be a partial device copy.
  const [settledAsk, setSettledAsk] = useState<string | null>(null);
  const synced = useLiveQuery(() => db.syncState.get(key), [key]);

  // Page 1 of every new filter, and each next page, from the server (failures: the device copy shows).
  // A failed ask is asked again with a growing pause while the screen stays: the first try after
  // the network returns can still meet a connection that is not up yet (spotty data, a waking SW).
  const fetchKey = `${key}|${state.dataType}|${userKey}`;
  const askKey = `${fetchKey}|${state.page}|${online}`;
  const [retries, setRetries] = useState({ for: askKey, count: 0 });
  const attempt = retries.for === askKey ? retries.count : 0;
  useEffect(() => {
    if (!online) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchPage(state, state.page)
      .then((pages) => live && pages !== undefined && setFetchedPages((all) => ({ ...all, [fetchKey]: pages })))
      .catch(() => {
        if (live && attempt < RETRY_LIMIT) retry = setTimeout(() => setRetries({ for: askKey, count: attempt + 1 }), retryDelayMs(attempt));
      })
      .finally(() => {
        if (!live) return;
        setServerRound((n) => n + 1);
        setSettledAsk(askKey);
      });
    return () => {
      live = false;
      clearTimeout(retry);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key and the page say all of `state`
  }, [fetchKey, state.page, online, attempt]);

  // Build the worker's name index now, off the main thread, so the first keystroke finds it ready.
  useEffect(() => void worker().games.search({}, '', 0).catch(() => undefined), []);

  // Name filter per keystroke: the worker answers from memory; the server round above adds more.
  const scopeKey = JSON.stringify({ ...filter, gameName: undefined });
  const nameFilter = useMemo(() => JSON.parse(scopeKey) as typeof filter, [scopeKey]);
  useEffect(() => {
    if (!searching) return;
    let live = true;
    void worker()
      .games.search(nameFilter, name, limit)
      .then((result) => live && setFound({ for: name, ...result }));
    return () => void (live = false);
  }, [searching, name, nameFilter, limit, serverRound]);

  const current = searching ? found : null;
  // A name search renders the worker's rows directly: one thread hop per keystroke, no second read.
  // Each read says which server round it followed, so the grid knows when its rows are current.
  const listed = useLiveQuery(
    async () => (searching ? undefined : { rows: await readGrid(state, limit, userKey, name), round: serverRound }),
    [searching, JSON.stringify(state), limit, userKey, name, serverRound],
  );
  const games = searching ? current?.rows : listed?.rows;
  useEffect(() => {
    if (current && games) markNameFilterRendered(current.for);
  }, [current, games]);

  const totalPages = Math.max(
    synced?.totalPages ?? 0,
    fetchedPages[fetchKey] ?? 0,
    current ? Math.ceil(current.total / PAGE_SIZE) : 0,
    1,
  );
  // No next page while the rows on screen predate this page's answer: a device copy of a few games
  // (from home's lists) would sit "near the bottom" and ask for page 2 before page 1 is painted.
  const caughtUp = searching || !online || (settledAsk === askKey && listed?.round === serverRound);
  const more = hasMore(state.page, totalPages) && caughtUp;

  const last = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ state, totalPages, setState });
  useEffect(() => {
    latest.current = { state, totalPages, setState };
  });
  const loadMore = useCallback(function load() {
    const wait = last.current + LOAD_THROTTLE_MS - Date.now();
    if (wait > 0) {
      // Throttled, not dropped: one trailing call when the second is up.
      clearTimeout(trailing.current);
      trailing.current = setTimeout(load, wait);
      return;
    }
    const { state: current, totalPages: total, setState: set } = latest.current;
    const next = nextPage(current, total);
    if (!next) return;
    last.current = Date.now();
    set(next);
  }, []);
  useEffect(() => () => clearTimeout(trailing.current), []);

  return { games, hasMore: more, loadMore };
}
