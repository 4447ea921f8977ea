/**
 * /m/message?id=: one message — title, date and its HTML through the one sanitiser (SafeHtml).
 * Opening it marks it read (through the outbox: offline too, sent once). Delete returns to the
 * list with an undo offer. A message the device does not hold is looked for on the server once;
 * then the page says it is not there (or, offline, not saved here) — never a blank page.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { SafeHtml } from '../../ui/SafeHtml';
import { formatMailDate, messageIdOf } from './inbox-rules';
import { offerUndo } from './undo-state';
import { useInboxMessage } from './useInbox';

export function MessageDetail() {
  const { t } = useT();
  const { userKey } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const id = messageIdOf(useSearch());
  const message = useInboxMessage(userKey, id);
  const [looked, setLooked] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // Not on the device (a link from elsewhere, a page not loaded yet): ask the server once.
  const missing = message === null && id !== null;
  useEffect(() => {
    if (!missing || looked) return;
    let live = true;
    void worker()
      .inbox.refresh()
      .catch(() => undefined)
      .finally(() => live && setLooked(true));
    return () => {
      live = false;
    };
  }, [missing, looked]);

  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    void worker()
      .inbox.markRead(message.id)
      .catch(() => (marked.current = null)); // the session was still restoring: try on the next change
  }, [message]);

  if (leaving || message === undefined || (missing && !looked)) {
    return <p className="inbox__status" role="status">{t('inbox_loading')}</p>;
  }
  if (!message) {
    const offline = !online && id !== null;
    return (
      <section className="inbox-missing" aria-label={t(offline ? 'inbox_not_saved_title' : 'inbox_not_found_title')}>
        <i className="icon icon--mail" aria-hidden="true" />
        <h1>{t(offline ? 'inbox_not_saved_title' : 'inbox_not_found_title')}</h1>
        <p>{t(offline ? 'inbox_not_saved_body' : 'inbox_not_found_body')}</p>
        <Link href={href('webEmail')} className="inbox-button">
          {t('inbox_back_to_list')}
        </Link>
      </section>
    );
  }

  const remove = async () => {
    setLeaving(true);
    const result = await worker()
      .inbox.setDeleted(message.id, true)
      .catch(() => 'unchanged' as const);
    if (result !== 'unchanged') offerUndo(message.id);
    // Replace: Back must not return to a message that is gone.
    navigate(href('webEmail'), { replace: true });
  };

  return (
    <article className="message" aria-labelledby="message-title">
      <header className="message__header">
        <h1 id="message-title" className="message__title">
          {message.title}
        </h1>
        <time className="message__date" dateTime={new Date(message.sentAt).toISOString()}>
          {formatMailDate(message.sentAt)}
        </time>
      </header>
      <SafeHtml html={message.content} className="message__body" />
      <div className="message__actions">
        <Link href={href('webEmail')} className="inbox-button inbox-button--ghost">
          {t('inbox_back_to_list')}
        </Link>
        <button type="button" className="inbox-button inbox-button--danger" onClick={() => void remove()}>
          <i className="icon inbox-icon--trash" aria-hidden="true" />
          {t('inbox_delete')}
        </button>
      </div>
    </article>
  );
}
