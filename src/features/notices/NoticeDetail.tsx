import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { SafeHtml } from '../../ui/SafeHtml';
import { ContentSkeleton, ContentState } from './ContentState';
import { noticeDate, queryNumber } from './notice-rules';
import { useMarkRead } from './useMarkRead';
import { useScopeSync } from './useScopeSync';

/**
 * /m/noticeDetail?id= (SPEC §2): title, start date YYYY-MM-DD and the sanitised HTML; opening it
 * marks it read. An id the server does not have is a designed not-found state; one this device
 * never saw while offline is the offline state.
 */
export function NoticeDetail() {
  const { t } = useT();
  const id = queryNumber(new URLSearchParams(useSearch()).get('id'));
  const status = useScopeSync('notices');
  // null: not on the device; undefined: still reading.
  const notice = useLiveQuery(async () => (id === null ? null : ((await db.announcements.get(id)) ?? null)), [id]);
  const markRead = useMarkRead();
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (!notice || marked.current === notice.id) return;
    marked.current = notice.id;
    markRead(notice);
  }, [notice, markRead]);

  const backToList = (
    <Link href={href('notice')} className="content-state__link">
      {t('notices_all')}
    </Link>
  );
  if (id === null) {
    return (
      <ContentState kind="not-found" title={t('notices_not_found_title')} body={t('notices_not_found_body')}>
        {backToList}
      </ContentState>
    );
  }
  if (!notice) {
    if (notice === undefined || status === 'pending') return <ContentSkeleton rows={3} label={t('announcement')} />;
    if (status === 'offline') return <ContentState kind="offline" title={t('content_offline_title')} body={t('content_offline_body')} />;
    if (status === 'failed') return <ContentState kind="failed" title={t('content_failed_title')} body={t('content_failed_body')} />;
    return (
      <ContentState kind="not-found" title={t('notices_not_found_title')} body={t('notices_not_found_body')}>
        {backToList}
      </ContentState>
    );
  }
  const date = noticeDate(notice.startDate);
  return (
    <article className="notice-detail" aria-labelledby="notice-detail-title">
      <h1 id="notice-detail-title" className="notice-detail__title">
        {notice.title}
      </h1>
      {date && (
        <time className="notice-detail__date" dateTime={date}>
          {date}
        </time>
      )}
      <SafeHtml html={notice.content} className="notice-detail__content" />
    </article>
  );
}
