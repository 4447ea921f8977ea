/**
 * Header navigation (SPEC §2 "Header navigation"): Home plus one item per category of the vendor
 * sorting list, SPORTS excluded (it is split into ESPORTS and COCKFIGHT, SPEC §4). Pure, so the
 * mapping and the active-item rule are unit-tested.
 */
import type { MessageKey } from '../../i18n';

export interface NavItem {
  /** Category code, or HOME. */
  code: string;
  href: string;
  labelKey: MessageKey;
}

/** Where each category lives among the SPEC §2 routes, and its label. */
export const CATEGORY_ROUTES: Record<string, { href: string; labelKey: MessageKey }> = {
  RNG: { href: '/m/slot-games', labelKey: 'slot_games' },
  LIVE: { href: '/m/live-games', labelKey: 'live_games' },
  FISH: { href: '/m/fishing-games', labelKey: 'fishing_games' },
  PVP: { href: '/m/poker-games', labelKey: 'poker_games' },
  LOTT: { href: '/m/lott', labelKey: 'lottery' },
  ELOTT: { href: '/m/elott', labelKey: 'e_lottery' },
  // The sports page shows both sports groups; the query picks the group.
  ESPORTS: { href: '/m/sport-games?gameType=ESPORTS', labelKey: 'nav_esports' },
  COCKFIGHT: { href: '/m/sport-games?gameType=COCKFIGHT', labelKey: 'nav_cockfight' },
  INHOUSE: { href: '/m/inHouse', labelKey: 'in_house_games' },
  BINGO: { href: '/m/search-games?gameType=BINGO', labelKey: 'bingo_games' },
};

export const HOME_ITEM: NavItem = { code: 'HOME', href: '/m/home', labelKey: 'hd_home' };

/** Home first, then the categories in the operator's order; SPORTS and unknown codes are left out. */
export function navItems(categories: readonly { gameCategory: string }[]): NavItem[] {
  const items = [HOME_ITEM];
  for (const { gameCategory: code } of categories) {
    const route = CATEGORY_ROUTES[code];
    if (code !== 'SPORTS' && route && !items.some((item) => item.code === code)) items.push({ code, ...route });
  }
  return items;
}

/** An item is active when the path matches and every query parameter it names matches too. */
export function isActiveItem(href: string, path: string, search: string): boolean {
  const [itemPath, itemQuery = ''] = href.split('?');
  if (itemPath !== path) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(itemQuery)].every(([key, value]) => current.get(key) === value);
}

/** Paths where the navigation strip shows: home and the category pages. */
export function showsNavStrip(path: string): boolean {
  return path === HOME_ITEM.href || Object.values(CATEGORY_ROUTES).some(({ href }) => href.split('?')[0] === path);
}
