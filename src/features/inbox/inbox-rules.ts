/**
 * How the inbox lists and shows messages (SPEC §2 "Mail"): unread first, then newest; a one-line
 * plain-text preview of the HTML body; dates as the player's calendar shows them. Pure, so the
 * list and the detail agree and tests check the rules without rendering.
 */
import type { InboxRow } from '../../db/rows';
import { htmlToPlainText } from '../../ui/sanitise';

/** Unread before read; within each, newest first; the id keeps equal times in a stable order. */
export function compareInbox(a: Pick<InboxRow, 'read' | 'sentAt' | 'id'>, b: Pick<InboxRow, 'read' | 'sentAt' | 'id'>): number {
  return a.read - b.read || b.sentAt - a.sentAt || b.id - a.id;
}

export function sortInbox<T extends Pick<InboxRow, 'read' | 'sentAt' | 'id'>>(rows: readonly T[]): T[] {
  return [...rows].sort(compareInbox);
}

const PREVIEW_CHARS = 120;

/** The body as one line of plain text, cut at a word near PREVIEW_CHARS. */
export function previewOf(html: string): string {
  // Block ends become spaces first, so paragraphs and list items do not run into each other.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote)\s*>|<br\s*\/?>/gi, '$& ');
  const text = htmlToPlainText(spaced).replace(/\s+/g, ' ').trim();
  if (text.length <= PREVIEW_CHARS) return text;
  const cut = text.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm in local time ('' for a missing date). */
export function formatMailDate(epochMs: number): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `?id=` of /m/message as a message id, or null when it is not one. */
export function messageIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 ? id : null;
}

/** Whether the server lists more messages than the device holds (the list's "load more"). */
export function hasMore(state: { pagesLoaded: number; totalPages: number } | null | undefined): boolean {
  return !!state && state.pagesLoaded < state.totalPages;
}
