/**
 * Header navigation (SPEC §2 "Header navigation"): Home plus one item per category of the vendor
 * sorting list, SPORTS excluded (it is split into ESPORTS and COCKFIGHT, SPEC §4). The entries
 * come from the route table (src/routes); the mapping and the active-item rule here are pure,
 * so they are unit-tested.
 */
import type { MessageKey } from '../../i18n';
import { CATEGORY_NAV, href, ROUTE_TABLE } from '../../routes';

export interface NavItem {
  /** Category code, or HOME. */
  code: string;
  href: string;
  labelKey: MessageKey;
}

export const HOME_ITEM: NavItem = { code: 'HOME', href: href('home'), labelKey: ROUTE_TABLE.home.titleKey };

/** Home first, then the categories in the operator's order; SPORTS and unknown codes are left out. */
export function navItems(categories: readonly { gameCategory: string }[]): NavItem[] {
  const items = [HOME_ITEM];
  for (const { gameCategory: code } of categories) {
    const nav = CATEGORY_NAV[code];
    if (code !== 'SPORTS' && nav && !items.some((item) => item.code === code)) items.push({ code, href: nav.href, labelKey: nav.labelKey });
  }
  return items;
}

/** An item is active when the path matches and every query parameter it names matches too. */
export function isActiveItem(itemHref: string, path: string, search: string): boolean {
  const [itemPath, itemQuery = ''] = itemHref.split('?');
  if (itemPath !== path) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(itemQuery)].every(([key, value]) => current.get(key) === value);
}

/** Paths where the navigation strip shows: home and the category pages. */
export function showsNavStrip(path: string): boolean {
  return path === HOME_ITEM.href || Object.values(CATEGORY_NAV).some((nav) => nav.href.split('?')[0] === path);
}
