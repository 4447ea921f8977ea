/**
 * The side menu's activities (SPEC §2): the first three promotions, each with its cover. Pure,
 * unit-tested.
 */
import { href } from '../../routes';

/** SPEC §2: the side menu shows three activities — the first three promotions, if any. */
export const SIDE_MENU_ACTIVITIES = 3;

export function firstActivities<P extends { id: number }>(promotions: readonly P[]): P[] {
  return promotions.slice(0, SIDE_MENU_ACTIVITIES);
}

export function activityHref(id: number): string {
  return href('activityDetail', { id });
}

/** SPEC §2 "Promotions": images ordered by sequence; the first (sequence 1) is the cover. */
export function coverImage(promotion: { announcementImages?: { url: string; sequence: number }[] }): string {
  const images = [...(promotion.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return images[0]?.url ?? '';
}
