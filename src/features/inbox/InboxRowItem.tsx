import { memo } from 'react';
import { Link } from 'wouter';
import type { InboxRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { formatMailDate, previewOf } from './inbox-rules';

/** One message in the list: unread dot, title, date and a plain-text preview; delete beside it. */
export const InboxRowItem = memo(function InboxRowItem({ row, onDelete }: { row: InboxRow; onDelete: (id: number) => void }) {
  const { t } = useT();
  const unread = row.read === 0;
  return (
    <li className={unread ? 'inbox-row inbox-row--unread' : 'inbox-row'} data-testid="inbox-row" data-id={row.id}>
      <Link href={href('message', { id: row.id })} className="inbox-row__link">
        <span className="inbox-row__head">
          {unread && <span className="inbox-row__dot" role="img" aria-label={t('inbox_unread')} />}
          <span className="inbox-row__title">{row.title}</span>
        </span>
        <span className="inbox-row__preview">{previewOf(row.content)}</span>
        <time className="inbox-row__date" dateTime={new Date(row.sentAt).toISOString()}>
          {formatMailDate(row.sentAt)}
        </time>
      </Link>
      <button type="button" className="inbox-row__delete" aria-label={t('inbox_delete_named', { title: row.title })} onClick={() => onDelete(row.id)}>
        <i className="icon inbox-icon--trash" aria-hidden="true" />
      </button>
    </li>
  );
});
