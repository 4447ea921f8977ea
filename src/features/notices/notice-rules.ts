/**
 * Pure rules of the announcement screens (SPEC §2 "Announcements", §4 "Notice", §6): who marks
 * read, how a notice shows, which query values mean something. No React, no DOM.
 */

/** The session fields the rules need (SPEC §3 "Session info"). */
export interface ReaderSession {
  type: number;
}

/** SPEC §6: a trial guest (type 4) cannot mark notices read. */
const TRIAL_TYPE = 4;

/** SPEC §4: opening marks it read when a session exists and its type is not 4. */
export function canMarkRead(info: ReaderSession | null | undefined): boolean {
  return Boolean(info) && info!.type !== TRIAL_TYPE;
}

/** SPEC §4: shown as read with no session, for type 4, or when already read. */
export function shownAsRead(read: boolean, info: ReaderSession | null | undefined): boolean {
  return !canMarkRead(info) || read;
}

/** SPEC §2: the detail shows the start date as YYYY-MM-DD ('' when the server sent none). */
export function noticeDate(startDate: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(startDate ?? '');
  return match?.[1] ?? '';
}

/** A positive whole number from a query value, else null (an id or an index nobody could mean). */
export function queryNumber(value: string | null | undefined, { allowZero = false } = {}): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 || (allowZero && number === 0) ? number : null;
}

/**
 * A space after every block's end and line break, so a preview made from the text reads
 * "…deposit 5%" and not "…deposit5%". Only ever fed to the sanitiser's plain-text conversion.
 */
export function spaceBlocks(html: string): string {
  return html.replace(/<\/(?:p|div|li|td|th|tr|h[1-6]|blockquote|table|ul|ol)\s*>|<br\s*\/?>/gi, '$& ');
}
