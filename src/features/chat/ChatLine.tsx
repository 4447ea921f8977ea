import { memo } from 'react';
import type { ChatRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { formatChatTime } from './chat-rules';

/** One line: the operator's on the left, the member's on the right, with its time and state. */
export const ChatLine = memo(function ChatLine({
  line,
  status,
}: {
  line: Pick<ChatRow, 'from' | 'text' | 'sentAt'>;
  /** Shown under a member line: still going out, or the newest one the server has. */
  status?: 'sending' | 'sent';
}) {
  const { t } = useT();
  const mine = line.from === 'member';
  return (
    <li className={mine ? 'chat-line chat-line--mine' : 'chat-line'} data-testid="chat-line" data-from={line.from} data-status={status}>
      <span className="chat-line__who">{mine ? t('chat_you') : t('chat_operator')}</span>
      <p className="chat-line__text">{line.text}</p>
      <span className="chat-line__meta">
        <time dateTime={new Date(line.sentAt).toISOString()}>{formatChatTime(line.sentAt)}</time>
        {status && <span className="chat-line__status">{t(status === 'sending' ? 'chat_sending' : 'chat_sent')}</span>}
      </span>
    </li>
  );
});
