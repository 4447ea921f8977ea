/**
 * Kysely table interfaces. Column names are snake_case SQL; the services map them onto the
 * camelCase wire shapes of src/api/wire.ts. Booleans are 0/1 integers and JSON is text, so the
 * same schema works on SQLite today and Postgres later.
 */
import type { Insertable, Selectable } from 'kysely';

export interface VendorTable {
  code: string;
  display_name: string;
  icon_url: string;
  sort: number;
}

/** Which categories a vendor appears in, and its position within each (the operator's order). */
export interface VendorCategoryTable {
  category: string;
  vendor_code: string;
  sort: number;
}

/** A vendor's classification keys within one category ('SLOT', 'BG', 'TABLE', …). */
export interface ClassificationTable {
  vendor_code: string;
  category: string;
  key: string;
  display_name: string;
  sort: number;
}

export interface GameTable {
  node_id: number;
  game_id: string;
  game_code: string;
  vendor_code: string;
  /** Also the wire gameType: bingo games are category RNG with classify 'BG' (SPEC §4). */
  category: string;
  classify: string;
  name: string;
  icon_url: string;
  large_icon_url: string;
  is_new: number;
  /** 1-based position in the hot list; null when the game is not hot. */
  hot_rank: number | null;
  sort: number;
  support_play: number;
  freeplay: number;
  is_h5: number;
  lotto_mode: string | null;
  room_id: string | null;
}

export interface BannerTable {
  id: number;
  group_name: string;
  title: string;
  image_url: string;
  link: string;
  sequence: number;
}

/** One row per (id, language): the id is shared by translations so read marks survive a language switch. */
export interface AnnouncementTable {
  id: number;
  language: string;
  /** 'PL' player ticker, 'PU' popup, 'H' hot. */
  kind: string;
  title: string;
  content: string;
  start_date: string;
  sort: number;
}

export interface PromotionTable {
  id: number;
  language: string;
  title: string;
  content: string;
  start_date: string;
  end_date: string;
  no_expiry: number;
  /** JSON array of promotion category ids. */
  category_ids: string;
  sort: number;
}

export interface PromotionImageTable {
  promotion_id: number;
  sequence: number;
  url: string;
}

export interface HelpItemTable {
  id: number;
  language: string;
  parent_id: number | null;
  tag: string;
  title: string;
  content: string;
  sort: number;
}

export interface WinnerTable {
  id: number;
  node_id: number;
  customer_name: string;
  /** Integer cents: exact on every database, unlike a float column. */
  win_amount_cents: number;
}

/** Operator settings as JSON text, e.g. 'maintenance' → 'false', 'whitelabel' → '{…}'. */
export interface SettingTable {
  key: string;
  value: string;
}

export interface LobbyDatabase {
  vendors: VendorTable;
  vendor_categories: VendorCategoryTable;
  classifications: ClassificationTable;
  games: GameTable;
  banners: BannerTable;
  announcements: AnnouncementTable;
  promotions: PromotionTable;
  promotion_images: PromotionImageTable;
  help_items: HelpItemTable;
  winners: WinnerTable;
  settings: SettingTable;
}

export type GameRow = Selectable<GameTable>;
export type NewRow<T extends keyof LobbyDatabase> = Insertable<LobbyDatabase[T]>;
