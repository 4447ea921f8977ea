/**
 * The provider strip (SPEC §2): vendor icons, leaving out vendors that offer only LOTT, ELOTT or
 * SPORTS (those have their own pages and no game list to open). Pure, unit-tested.
 */
import { href } from '../routes';

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

export function providerHref(vassalage: string): string {
  return href('provider', { vassalage });
}
