/** Pure rules of the live chat page: times, the draft's storage, when a send may go. */
import type { ChatRow } from '../../db/rows';

/** SPEC-free house limit, the same as the registry's: 1000 characters a line. */
export const MAX_CHAT_CHARS = 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm today; MM-DD HH:mm on another day ('' for a missing time). */
export function formatChatTime(epochMs: number, now = Date.now()): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  const d = new Date(epochMs);
  const today = new Date(now);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate();
  return sameDay ? time : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}

/** The text to send: trimmed; null when there is nothing to send or too much. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= MAX_CHAT_CHARS ? trimmed : null;
}

/** Operator lines the member has not seen yet (opening the chat marks them read). */
export function unseenOperatorLines(lines: readonly Pick<ChatRow, 'from' | 'read'>[]): number {
  return lines.filter((line) => line.from === 'operator' && line.read === 0).length;
}

/** The stored draft: whose it is and what it says (one account's draft never shows to another). */
export interface StoredDraft {
  user: string;
  text: string;
  /** The id of a send whose answer never came: a retry of the same text reuses it (sent once). */
  clientId?: string;
}

export function parseDraft(raw: string | null, user: string): StoredDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (draft.user !== user || typeof draft.text !== 'string') return null;
    return { user, text: draft.text.slice(0, MAX_CHAT_CHARS * 2), clientId: typeof draft.clientId === 'string' ? draft.clientId : undefined };
  } catch {
    return null;
  }
}
