/**
 * The conversation: the device's lines (offline too), operator lines left and the member's right,
 * with the lines being sent below them until the server has them; the composer at the bottom.
 * Seeing the conversation marks the operator's lines read (the badge drops).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { useWhitelabel } from '../../access/shell-data';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { worker } from '../../bridge/worker';
import { ChatComposer, type Outgoing } from './ChatComposer';
import { ChatLine } from './ChatLine';
import { unseenOperatorLines } from './chat-rules';
import { useChatSync } from './useChatSync';

export function ChatView() {
  const { t } = useT();
  const { userKey, info } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const whitelabel = useWhitelabel();
  const { status } = useChatSync(online, userKey);
  const lines = useLiveQuery(() => db.chat.where('userKey').equals(userKey).sortBy('id'), [userKey]);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);

  // Seen while the page is open and visible: the operator's lines are read.
  const unseen = lines ? unseenOperatorLines(lines) : 0;
  useEffect(() => {
    if (unseen > 0 && document.visibilityState === 'visible') void worker().chat.markRead().catch(() => undefined);
  }, [unseen, userKey]);

  // The newest line in view, as in any messenger.
  const end = useRef<HTMLDivElement>(null);
  const count = (lines?.length ?? 0) + outgoing.length;
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (whitelabel?.CBS3 === false || status === 'unavailable') {
    return (
      <section className="chat-unavailable" aria-label={t('chat_unavailable_title')}>
        <i className="icon icon--headset" aria-hidden="true" />
        <h1>{t('chat_unavailable_title')}</h1>
        <p>{t('chat_unavailable_body')}</p>
      </section>
    );
  }

  const lastMemberLine = lines?.findLast((line) => line.from === 'member');
  return (
    <section className="chat" aria-label={t('chat_conversation')}>
      <ol className="chat__lines" aria-live="polite" data-testid="chat-lines">
        {lines?.map((line) => (
          <ChatLine key={line.id} line={line} status={line === lastMemberLine && outgoing.length === 0 ? 'sent' : undefined} />
        ))}
        {outgoing.map((line) => (
          <ChatLine key={line.key} line={{ from: 'member', text: line.text, sentAt: line.startedAt }} status="sending" />
        ))}
      </ol>
      {lines && lines.length === 0 && outgoing.length === 0 && status !== 'loading' && <p className="chat__hint">{t('chat_empty')}</p>}
      {!lines?.length && status === 'loading' && online && <p className="chat__hint" role="status">{t('chat_loading')}</p>}
      {!lines?.length && status === 'failed' && <p className="chat__hint" role="alert">{t('chat_load_failed')}</p>}
      <div ref={end} />
      <ChatComposer user={info?.userName ?? ''} online={online} onOutgoing={setOutgoing} />
    </section>
  );
}
