/**
 * What the promotion pages show, decided without React (SPEC §2 "Promotions", §4 activity status):
 * the tabs, which promotions a tab lists, the dates line, the cover, whose status a row carries
 * and which action a status offers. Pure, unit-tested.
 */
import type { PromotionStatus } from '../../api/content-wire';

/** The first tab lists every promotion; it is the client's, not a server category. */
export const ALL_TAB = 0;

export interface Tab {
  id: number;
  name: string;
}

/** "All" first (the default), then the server's categories in its order. */
export function tabsOf(categories: readonly Tab[], allName: string): Tab[] {
  return [{ id: ALL_TAB, name: allName }, ...categories];
}

/** `?category=` picks a tab; missing, malformed or unknown falls back to the default (first) tab. */
export function selectedTab(query: string | null, tabs: readonly Tab[]): number {
  const id = Number(query);
  return query && Number.isInteger(id) && tabs.some((tab) => tab.id === id) ? id : (tabs[0]?.id ?? ALL_TAB);
}

export function inTab<P extends { promoAnnouncementCategoryIds: readonly number[] }>(promotions: readonly P[], tab: number): P[] {
  return tab === ALL_TAB ? [...promotions] : promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(tab));
}

/** '2025-06-14 00:00:00' → '2025/06/14' (SPEC §2: dates YYYY/MM/DD). */
export function displayDate(date: string): string {
  return date.slice(0, 10).replaceAll('-', '/');
}

export type DatesLine = { kind: 'longTerm' } | { kind: 'single'; date: string } | { kind: 'range'; start: string; end: string };

/** SPEC §2: noExpiry 1 is long-term; equal start and end days show one date; else start – end. */
export function datesLine(promotion: { startDate: string; endDate: string; noExpiry: 0 | 1 }): DatesLine {
  if (promotion.noExpiry === 1) return { kind: 'longTerm' };
  const start = displayDate(promotion.startDate);
  const end = displayDate(promotion.endDate);
  return start === end ? { kind: 'single', date: start } : { kind: 'range', start, end };
}

/** SPEC §2: images by sequence; the first (sequence 1) is the cover. */
export function coverOf(promotion: { announcementImages: readonly { url: string; sequence: number }[] }): string {
  return [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? '';
}

/**
 * A row's status and read flag belong to the user it was read for: shown only to that same user
 * (a guest is ''), never to the next person on the device before the next refresh.
 */
export function ownStatus(row: { userKey?: string; status?: PromotionStatus }, userKey: string): PromotionStatus | undefined {
  return row.userKey === userKey ? row.status : undefined;
}

export function unread(row: { userKey?: string; read?: boolean }, userKey: string): boolean {
  return userKey !== '' && row.userKey === userKey && row.read === false;
}

export type PromotionAction = 'join' | 'apply' | 'claim';

/** The button a status offers: joining and applying are calls, claiming happens in the wallet. */
export function actionFor(status: PromotionStatus | undefined): PromotionAction | null {
  if (status === 'join' || status === 'apply' || status === 'claim') return status;
  return null;
}

/** `?id=` of the detail: a positive whole number, else null (the not-found state). */
export function promotionIdOf(query: string | null): number | null {
  const id = Number(query);
  return query && /^\d+$/.test(query) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
