/** A form's answer under it: done (a status, announced politely) or refused (an alert). */
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';

export interface Note {
  key: MessageKey;
  params?: Record<string, string>;
  tone: 'ok' | 'error';
}

export function FormNote({ note, testId }: { note: Note | null; testId: string }) {
  const { t } = useT();
  if (!note) return null;
  return (
    <p className={`agent-message agent-message--${note.tone}`} role={note.tone === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      {t(note.key, note.params)}
    </p>
  );
}
