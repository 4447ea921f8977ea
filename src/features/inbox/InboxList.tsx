/**
 * The member's messages, unread first, as the device holds them (offline too), refreshed from the
 * server on open; more pages load as the end of the list comes into view (or with the button).
 * Each row opens the message; its delete button deletes with an undo offer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { worker, type WorkerRemote } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { useLiveEvent } from '../../ui/live/useLiveEvent';
import { hasMore } from './inbox-rules';
import { InboxRowItem } from './InboxRowItem';
import { offerUndo } from './undo-state';
import { useInboxRows, useUnreadMail } from './useInbox';

type SyncResult = Awaited<ReturnType<WorkerRemote['inbox']['refresh']>>;
type PageState = { pagesLoaded: number; totalPages: number; totalCount: number } | null;

function stateOf(result: SyncResult): PageState {
  return result.ok ? { pagesLoaded: result.pagesLoaded, totalPages: result.totalPages, totalCount: result.totalCount } : result.state;
}

export function InboxList() {
  const { t } = useT();
  const { userKey } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const rows = useInboxRows(userKey);
  const unreadMail = useUnreadMail(userKey);
  const [state, setState] = useState<PageState>(null);
  const [busy, setBusy] = useState<'refresh' | 'more' | null>('refresh');
  const [failed, setFailed] = useState(false);

  const settle = useCallback((result: SyncResult) => {
    setState(stateOf(result));
    setFailed(!result.ok);
    setBusy(null);
  }, []);

  const run = useCallback(
    async (kind: 'refresh' | 'more', call: () => Promise<SyncResult>) => {
      setBusy(kind);
      // A call refused before the worker has the session (it is still restoring) is tried again then.
      await call().then(settle, () => setBusy(null));
    },
    [settle],
  );

  const refresh = useCallback(() => run('refresh', () => worker().inbox.refresh()), [run]);
  // On open, when the network returns, and once the worker holds the session (userKey settles).
  useEffect(() => {
    let live = true;
    void worker()
      .inbox.refresh()
      .then((result) => live && settle(result))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settle, online, userKey]);

  // New mail: read the list again (marks and deletes from another device the worker pulls itself).
  useLiveEvent(['unread'], () => void worker().inbox.refresh().then(settle, () => undefined));

  const more = hasMore(state);
  const loadMore = useCallback(() => {
    if (!state || busy) return;
    void run('more', () => worker().inbox.loadPage(state.pagesLoaded + 1));
  }, [state, busy, run]);

  // Infinite scroll: the end of the list coming into view loads the next page. Only once rows are
  // on screen: the page count can arrive before the device's rows render, and an empty list would
  // put the end in view at once and fetch a page nobody scrolled to.
  const sentinel = useRef<HTMLDivElement>(null);
  const hasRows = (rows?.length ?? 0) > 0;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || !online || failed || !hasRows) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '300px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, online, failed, hasRows, loadMore]);

  const remove = (id: number) => {
    void worker()
      .inbox.setDeleted(id, true)
      .then((result) => result !== 'unchanged' && offerUndo(id))
      .catch(() => undefined);
  };

  // The whole inbox's count, not just the pages on the device; the device's rows until it is known.
  const unread = unreadMail ?? rows?.filter((row) => !row.read).length ?? 0;
  const loading = rows === undefined || (rows.length === 0 && busy === 'refresh');

  return (
    <section className="inbox" aria-label={t('inbox_list')}>
      {!online && <p className="inbox__note">{t('inbox_offline_note')}</p>}
      {rows && rows.length > 0 && (
        <p className="inbox__summary" data-testid="inbox-unread">
          {t('inbox_unread_count', { count: unread })}
        </p>
      )}
      {loading && <p className="inbox__status" role="status">{t('inbox_loading')}</p>}
      {!loading && rows.length === 0 && !failed && (
        <div className="inbox__empty">
          <i className="icon icon--mail" aria-hidden="true" />
          <h2>{t('inbox_empty_title')}</h2>
          <p>{t('inbox_empty_body')}</p>
        </div>
      )}
      {rows && rows.length > 0 && (
        <ul className="inbox__list">
          {rows.map((row) => (
            <InboxRowItem key={row.id} row={row} onDelete={remove} />
          ))}
        </ul>
      )}
      {failed && online && (
        <div className="inbox__status" role="alert">
          <p>{t('inbox_load_failed')}</p>
          <button type="button" className="inbox-button inbox-button--ghost" onClick={() => void (rows?.length && state ? loadMore() : refresh())}>
            {t('retry')}
          </button>
        </div>
      )}
      {more && !failed && (
        <div ref={sentinel} className="inbox__more">
          <button type="button" className="inbox-button inbox-button--ghost" onClick={loadMore} disabled={busy !== null || !online} aria-busy={busy === 'more'}>
            {busy === 'more' ? t('inbox_loading') : t('inbox_load_more')}
          </button>
        </div>
      )}
      {!more && state && rows && rows.length > 0 && <p className="inbox__end">{t('inbox_all_loaded')}</p>}
    </section>
  );
}
