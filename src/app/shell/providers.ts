/**
 * The provider strip (SPEC §2): vendor icons, leaving out vendors that offer only LOTT, ELOTT or
 * SPORTS (those have their own pages and no game list to open). Pure, unit-tested.
 */
import { href } from '../../routes';

export const STRIP_EXCLUDED_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT', 'SPORTS'];

export function stripVendors<V extends { vassalage: string; sort: number }>(
  vendors: readonly V[],
  vendorCategories: readonly { vassalage: string; gameCategory: string }[],
): V[] {
  const shown = new Set(
    vendorCategories
      .filter((entry) => !STRIP_EXCLUDED_CATEGORIES.includes(entry.gameCategory))
      .map((entry) => entry.vassalage),
  );
  return vendors.filter((vendor) => shown.has(vendor.vassalage)).sort((a, b) => a.sort - b.sort);
}

/** SPEC §2: the side menu shows three activities — the first three promotions, if any. */
export const SIDE_MENU_ACTIVITIES = 3;

export function firstActivities<P extends { id: number }>(promotions: readonly P[]): P[] {
  return promotions.slice(0, SIDE_MENU_ACTIVITIES);
}

export function activityHref(id: number): string {
  return href('activityDetail', { id });
}

export function providerHref(vassalage: string): string {
  return href('provider', { vassalage });
}

/** SPEC §2 "Promotions": images ordered by sequence; the first (sequence 1) is the cover. */
export function coverImage(promotion: { announcementImages?: { url: string; sequence: number }[] }): string {
  const images = [...(promotion.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence);
  return images[0]?.url ?? '';
}
