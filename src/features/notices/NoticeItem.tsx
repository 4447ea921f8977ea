import { useMemo, type Ref } from 'react';
import { Link } from 'wouter';
import type { AnnouncementRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { SafeHtml } from '../../ui/SafeHtml';
import { htmlToPlainText } from '../../ui/sanitise';
import { noticeDate, spaceBlocks } from './notice-rules';

/**
 * One collapsible announcement (SPEC §2): the header (title, date, unread dot) toggles it;
 * collapsed shows a plain-text preview, expanded the sanitised HTML and a link to the detail.
 */
export function NoticeItem({ notice, expanded, read, onToggle, itemRef }: {
  notice: AnnouncementRow;
  expanded: boolean;
  read: boolean;
  onToggle: () => void;
  itemRef?: Ref<HTMLLIElement>;
}) {
  const { t } = useT();
  const preview = useMemo(() => htmlToPlainText(spaceBlocks(notice.content)), [notice.content]);
  const date = noticeDate(notice.startDate);
  const bodyId = `notice-body-${notice.id}`;
  return (
    <li ref={itemRef} className={`notice${expanded ? ' notice--open' : ''}`} data-testid="notice-item" data-read={read ? '1' : '0'}>
      <button type="button" className="notice__header" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
        {read ? (
          // Keeps the dot's column, so read and unread titles line up.
          <span className="notice__dot notice__dot--read" aria-hidden="true" />
        ) : (
          <span className="notice__dot" role="img" aria-label={t('notices_unread')} />
        )}
        <span className="notice__title">{notice.title}</span>
        {date && (
          <time className="notice__date" dateTime={date}>
            {date}
          </time>
        )}
        <i className="notice__chevron" aria-hidden="true" />
      </button>
      <div id={bodyId} className="notice__body">
        {expanded ? (
          <>
            <SafeHtml html={notice.content} className="notice__content" />
            <Link href={href('noticeDetail', { id: notice.id })} className="notice__more">
              {t('notices_view_detail')}
            </Link>
          </>
        ) : (
          <p className="notice__preview">{preview}</p>
        )}
      </div>
    </li>
  );
}
