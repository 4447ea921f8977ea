/** Kysely tables — The catalogue: vendors, their categories and classifications, games, banners, announcements, promotions as content, help, winners, the operator settings and the catalogue version. */
import type { Generated } from 'kysely';

export interface VendorTable {
  code: string;
  display_name: string;
  icon_url: string;
  sort: number;
  /** 1: the vendor keeps its own wallet per member (transfers in and out; its games play from it). */
  own_wallet: Generated<number>;
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

/** A banner's title in one language (022): its picture for that language shows it. */
export interface BannerTextTable {
  banner_id: number;
  language: string;
  title: string;
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
  /** What claiming the promotion pays into the main wallet, in cents (0: nothing to claim). */
  bonus_cents: Generated<number>;
  /** Accepted on a deposit: this percent of it as a bonus (0: not a deposit promotion)… */
  deposit_bonus_percent: Generated<number>;
  /** …at most this much, in cents. */
  deposit_bonus_cap_cents: Generated<number>;
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

/** One row (id 1): bumped by triggers on every write to the catalogue's tables (migration 023). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}
