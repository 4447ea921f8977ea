/**
 * The composer. Sending is online only (never queued): the line shows at once as "sending", and
 * on success the server's copy replaces it. A send that could not reach the server puts the text
 * back, keeps it (with its client id, so a retry of the same text is added once) and says that
 * sending needs a connection. What is typed is kept in localStorage across reloads.
 */
import { useId, useState, type Dispatch, type FormEvent, type KeyboardEvent, type SetStateAction } from 'react';
import { worker } from '../../bridge/worker';
import { ERROR_CODE } from '../../api/error-codes';
import { useT } from '../../i18n/useT';
import { loadDraft, saveDraft } from './chat-draft';
import { MAX_CHAT_CHARS, sendableText } from './chat-rules';

export interface Outgoing {
  key: string;
  text: string;
  startedAt: number;
}

const TRANSIENT = new Set<string>([ERROR_CODE.offline, ERROR_CODE.timeout, ERROR_CODE.serverError, ERROR_CODE.badResponse, ERROR_CODE.opInProgress]);

export function ChatComposer({ user, online, onOutgoing }: { user: string; online: boolean; onOutgoing: Dispatch<SetStateAction<Outgoing[]>> }) {
  const { t } = useT();
  const inputId = useId();
  const [draft, setDraft] = useState(() => loadDraft(user) ?? { user, text: '' });
  const [error, setError] = useState<'chat_send_failed' | 'chat_send_refused' | null>(null);
  const text = sendableText(draft.text);

  const change = (value: string) => {
    // Another text is another line: a retry id belongs to the text it was made for.
    const next = { user, text: value, clientId: value.trim() === draft.text.trim() ? draft.clientId : undefined };
    setDraft(next);
    saveDraft(next);
    setError(null);
  };

  const send = async (event?: FormEvent | KeyboardEvent<HTMLTextAreaElement>) => {
    event?.preventDefault();
    if (!text || !online) return;
    const clientId = draft.clientId ?? crypto.randomUUID();
    const line: Outgoing = { key: clientId, text, startedAt: Date.now() };
    onOutgoing((lines) => [...lines, line]);
    setDraft({ user, text: '' });
    saveDraft({ user, text: '' });
    const result = await worker()
      .chat.send(text, clientId)
      .catch(() => ({ ok: false as const, code: ERROR_CODE.notLoggedIn, clientId }));
    onOutgoing((lines) => lines.filter((l) => l.key !== line.key));
    if (result.ok) return;
    const transient = TRANSIENT.has(result.code);
    // Kept: the member may send it again (same id while the text is the same).
    const kept = { user, text: draft.text, clientId: transient ? result.clientId : undefined };
    setDraft(kept);
    saveDraft(kept);
    setError(transient ? 'chat_send_failed' : 'chat_send_refused');
  };

  const left = MAX_CHAT_CHARS - draft.text.trim().length;
  return (
    <form className="chat-composer" onSubmit={(event) => void send(event)}>
      {!online && (
        <p className="chat-composer__note" role="status" data-testid="chat-offline">
          {t('chat_offline')}
        </p>
      )}
      {online && error && (
        <p className="chat-composer__note chat-composer__note--error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="chat-composer__row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat_message_label')}
        </label>
        <textarea
          id={inputId}
          className="chat-composer__input"
          rows={1}
          value={draft.text}
          placeholder={t('chat_placeholder')}
          maxLength={MAX_CHAT_CHARS * 2}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter breaks the line (desktop keyboards; phones send with the button).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
          }}
        />
        <button type="submit" className="chat-composer__send" disabled={!text || !online}>
          {t('chat_send')}
        </button>
      </div>
      {left < 100 && <p className="chat-composer__count">{t('chat_characters_left', { count: Math.max(0, left) })}</p>}
    </form>
  );
}
