/** The catalogue on the wire (SPEC §3, §7): game categories and banner groups, vendors with their sorting and classifications, games and their lists, winners, banners. */

/** Game categories of SPEC §1. RNG is slots; SPORTS is split into ESPORTS and COCKFIGHT (SPEC §4). */
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'BINGO',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Banner groups of SPEC §3. */
export const BANNER_GROUPS = [
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
  'm_game',
  'm_home',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** GET /wps/game/vendors (SPEC §3 "Vendor data"). */
export interface VendorData {
  /** Category order as the operator wants it shown, with vendors in order. */
  sorting: VendorSortingEntry[];
  /** Category → vendors offering it, with that vendor's classifications and game count. */
  mapping: Record<string, VendorMappingEntry[]>;
  /** Classifications across vendors, per category. */
  classify: Record<string, ClassifyEntry[]>;
}
export interface VendorSortingEntry {
  gameCategory: string;
  vendorNames: string[];
}
export interface VendorMappingEntry {
  vassalage: string;
  displayName: string;
  iconUrl: string;
  gameClassify: ClassifyEntry[];
  gameCount: number;
}
export interface ClassifyEntry {
  key: string;
  displayName: string;
  vendors: string[];
}

/** One game (SPEC §3 "Game"). */
export interface WireGame {
  nodeId: number;
  gameId: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
  gameName: string;
  displayName: string;
  nodeName: string;
  showIcon: boolean;
  iconUrl: string;
  mobileLargeIcon: string;
  gameCode: string;
  supportPlay: boolean;
  freeplay: boolean;
  isGameH5: boolean;
  lottoMode: string | null;
  roomId: string | null;
  /** Classification key within the vendor (SPEC §3 "Classify entry"). */
  gameClassify: string;
  isNew: boolean;
  isHot: boolean;
  /** Operator's order within a vendor: lower first. */
  sort: number;
}

/** GET /wps/game/list answer (SPEC §3 "Game list response"). */
export interface GameListValue {
  games: WireGame[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** GET /wps/game/hot and /wps/game/winners answers carry `value.list` (SPEC §7). */
export interface ListValue<T> {
  list: T[];
}

/** Winner board entry (SPEC §3 "Winner"). */
export interface Winner {
  vo: { iconUrl: string; customerName: string; gameName: string; winAmount: number };
  gameType: string;
  nodeId: number;
  vassalage: string;
}

export interface Banner {
  id: number;
  url: string;
  groupName: string;
  /** Where a tap goes (route or game); empty for none. */
  link: string;
  sequence: number;
}
