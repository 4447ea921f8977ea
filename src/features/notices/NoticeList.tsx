import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { db } from '../../db/db';
import type { AnnouncementRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { session } from '../../state/session';
import { ContentSkeleton, ContentState } from './ContentState';
import { NoticeItem } from './NoticeItem';
import { queryNumber, shownAsRead } from './notice-rules';
import { useMarkRead } from './useMarkRead';
import { useScopeSync } from './useScopeSync';

/** The player notices in the ticker's order: `?i=` from a ticker tap is an index into this list. */
function usePlayerNotices(language: string): AnnouncementRow[] | undefined {
  return useLiveQuery(
    () => db.announcements.where('kind').equals('player').filter((n) => n.language === language).sortBy('sort'),
    [language],
  );
}

/**
 * /m/notice (SPEC §2 "Announcements"): every player notice, collapsible; expanding one marks it
 * read. `?i=<index>` (a ticker tap) opens that one and scrolls to it.
 */
export function NoticeList() {
  const { t, language } = useT();
  const { info } = useSnapshot(session);
  const status = useScopeSync('notices');
  const notices = usePlayerNotices(language);
  const markRead = useMarkRead();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const items = useRef(new Map<number, HTMLLIElement>());

  const index = queryNumber(new URLSearchParams(useSearch()).get('i'), { allowZero: true });
  const target = index === null ? undefined : notices?.[index];
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!target || opened.current === target.id) return;
    opened.current = target.id;
    setOpen((previous) => new Set(previous).add(target.id));
    markRead(target);
    items.current.get(target.id)?.scrollIntoView({ block: 'start' });
  }, [target, markRead]);

  const toggle = useCallback(
    (notice: AnnouncementRow) => {
      const opening = !open.has(notice.id);
      setOpen((previous) => {
        const next = new Set(previous);
        if (opening) next.add(notice.id);
        else next.delete(notice.id);
        return next;
      });
      if (opening) markRead(notice);
    },
    [open, markRead],
  );

  if (!notices?.length) {
    if (!notices || status === 'pending') return <ContentSkeleton label={t('notices_list')} />;
    if (status === 'offline') return <ContentState kind="offline" title={t('content_offline_title')} body={t('content_offline_body')} />;
    if (status === 'failed') return <ContentState kind="failed" title={t('content_failed_title')} body={t('content_failed_body')} />;
    return <ContentState kind="empty" title={t('notices_empty_title')} body={t('notices_empty_body')} />;
  }
  return (
    <ul className="notice-list" aria-label={t('notices_list')}>
      {notices.map((notice) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          expanded={open.has(notice.id)}
          read={shownAsRead(notice.read, info)}
          onToggle={() => toggle(notice)}
          itemRef={(element) => {
            if (element) items.current.set(notice.id, element);
            else items.current.delete(notice.id);
          }}
        />
      ))}
    </ul>
  );
}
