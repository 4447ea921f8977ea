/**
 * The line being typed, kept in localStorage (LOCAL_KEYS.chatDraft) so an offline spell, a failed
 * send or a reload never loses it. Storage may be unavailable (private mode, full): then the draft
 * lives as long as the page.
 */
import { LOCAL_KEYS } from '../../api/names';
import { parseDraft, type StoredDraft } from './chat-rules';

export function loadDraft(user: string): StoredDraft | null {
  try {
    return parseDraft(localStorage.getItem(LOCAL_KEYS.chatDraft), user);
  } catch {
    return null;
  }
}

export function saveDraft(draft: StoredDraft): void {
  try {
    if (draft.text) localStorage.setItem(LOCAL_KEYS.chatDraft, JSON.stringify(draft));
    else localStorage.removeItem(LOCAL_KEYS.chatDraft);
  } catch {
    // Not stored: the text stays in the composer for this visit.
  }
}
