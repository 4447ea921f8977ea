/**
 * Row types of the device database. Booleans that are queried become 0/1 numbers,
 * because IndexedDB cannot index booleans.
 */
import type { Banner, VendorData, Winner } from '../api/catalogue-wire';
import type { Announcement, Promotion, PromotionCategory } from '../api/content-wire';
import type { UnreadCounts } from '../api/member-wire';
import type { ChatMessage } from '../api/support-wire';
import type { SystemStatus, Whitelabel } from '../api/system-wire';

/** The service worker's API cache (the only table the SW writes). */
export interface HttpRow {
  /** Normalised request key (see src/api/cache-key.ts). */
  key: string;
  /** '' for shared entries; a hash of the token for per-user ones, so logout can drop them. */
  userKey: string;
  status: number;
  contentType: string;
  body: string;
  storedAt: number;
  /**
   * The server's ETag for these bytes, when it sent one: the service worker revalidates with it
   * (If-None-Match) and keeps the copy on a 304. Not indexed, so rows stored before it simply lack it.
   */
  etag?: string;
}

/** Singleton settings rows, keyed by name. */
export interface SettingRows {
  status: SystemStatus;
  whitelabel: Whitelabel;
  vendorData: VendorData;
}
export type SettingKey = keyof SettingRows;
export interface SettingRow<K extends SettingKey = SettingKey> {
  key: K;
  value: SettingRows[K];
  updatedAt: number;
}

export interface GameRow {
  nodeId: number;
  gameId: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
  gameName: string;
  displayName: string;
  nodeName: string;
  /** Lower-cased display name, for case-insensitive prefix search by index. */
  nameKey: string;
  iconUrl: string;
  mobileLargeIcon: string;
  gameCode: string;
  gameClassify: string;
  supportPlay: 0 | 1;
  freeplay: 0 | 1;
  isGameH5: 0 | 1;
  lottoMode: string | null;
  roomId: string | null;
  isNew: 0 | 1;
  /** Position in the server's hot list, 1-based; 0 when not hot. */
  hotRank: number;
  sort: number;
  syncedAt: number;
}

export interface VendorRow {
  vassalage: string;
  displayName: string;
  iconUrl: string;
  /** Order of first appearance in the sorting list. */
  sort: number;
}

/** One category of the vendor sorting list, in the operator's order (SPEC §3 "Vendor data"). */
export interface CategoryRow {
  gameCategory: string;
  sort: number;
  vendorNames: string[];
}

/** A vendor within a category: its classifications and game count (vendor mapping). */
export interface VendorCategoryRow {
  gameCategory: string;
  vassalage: string;
  displayName: string;
  gameClassify: { key: string; displayName: string }[];
  gameCount: number;
  sort: number;
}

export interface BannerRow extends Banner {
  language: string;
}

export interface AnnouncementRow extends Announcement {
  /** Which group the server put it in (player ticker, popup, hot). */
  kind: 'player' | 'popup' | 'hot';
  language: string;
  sort: number;
}

/** `read` and `status` are the signed-in member's (absent for a guest). */
export interface PromotionRow extends Promotion {
  language: string;
  /**
   * Whose `status` and `read` the row carries: the user key the promotions call was read for ('' a
   * guest); absent when only the announcement call's promotion group wrote it (no member fields).
   */
  userKey?: string;
}

export interface PromotionCategoryRow extends PromotionCategory {
  language: string;
  /** The server's order: the first tab is the default (SPEC §2). */
  sort: number;
}

/** One help item, the tree flattened (SPEC §3 "Help item: children flattened"). */
export interface HelpItemRow {
  language: string;
  tag: string;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  /** The tag of the item it sits under; null at the top. */
  parentTag: string | null;
  /** Position in the flattened tree (parents before their children). */
  sort: number;
}

/** A line of the member's live chat, as the server last answered it. */
export interface ChatRow extends Omit<ChatMessage, 'sentAt' | 'read'> {
  userKey: string;
  /** Epoch ms. */
  sentAt: number;
  read: 0 | 1;
}

export interface WinnerRow extends Winner {
  rank: number;
}

/** How far a paged server query has been synced into the games table. */
export interface SyncStateRow {
  /** Normalised query key, or a scope name such as 'home'. */
  key: string;
  pagesLoaded: number;
  totalPages: number;
  totalCount: number;
  syncedAt: number;
}

/** The signed-in user the device knows; the worker and SW use it to act for the user with no page open. */
export interface SessionRow {
  userKey: string;
  token: string;
  /** Merchant the token belongs to: the service worker flushes the outbox with no page to ask. */
  merchant?: string;
  userName: string;
  type: number;
  updatedAt: number;
}

export interface FavouriteRow {
  userKey: string;
  nodeId: number;
  addedAt: number;
}

export interface RecentRow {
  userKey: string;
  nodeId: number;
  playedAt: number;
}

/** A deferrable, idempotent change waiting to be sent (DESIGN §3 write path). */
/**
 * What each kind of deferrable op carries (DESIGN §3). `addedAt` on favourite ops is the time the
 * heart was first set, so a refused removal can put the favourite back where it was.
 */
export interface OpPayloads {
  'favourite.add': { nodeId: number; vendor: string; addedAt: number };
  'favourite.remove': { nodeId: number; vendor: string; addedAt: number };
  'notice.read': { announcementId: number };
  'recent.add': { nodeId: number };
  'promotion.read': { promotionId: number };
  'inbox.read': { id: number };
  /** `message` is the row as it was, so a refused delete (or an undo) can put it back. */
  'inbox.delete': { id: number; message: Omit<InboxRow, 'userKey'> };
  'inbox.restore': { id: number; message: Omit<InboxRow, 'userKey'> };
  'chat.read': { upToId: number };
}
export type OpKind = keyof OpPayloads;

/** One op as a discriminated union: `kind` decides the payload's type. */
export type OutboxOp = { [K in OpKind]: { kind: K; payload: OpPayloads[K] } }[OpKind];

interface OutboxRowBase {
  seq?: number;
  opId: string;
  userKey: string;
  createdAt: number;
  attempts: number;
  /** Earliest time of the next try (backoff); 0 = now. */
  notBefore: number;
  /** 1 while a flusher is sending it: such an op can no longer be coalesced away. */
  inFlight?: 0 | 1;
}

export type OutboxRow = OutboxRowBase & OutboxOp;

/**
 * An op the server has acknowledged, kept for a short while after it left the outbox: a list
 * answer fetched before the op reached the server may arrive after it, and must still be merged
 * with the op, or the change would flicker back until the next refresh.
 */
export type SentOpRow = OutboxRow & { sentAt: number };
/** A row of one kind. */
export type OutboxRowOf<K extends OpKind> = OutboxRowBase & { kind: K; payload: OpPayloads[K] };

export interface SpeedRow {
  domain: string;
  /** null while untested (SPEC §4 "Speed list"). */
  ms: number | null;
  testedAt: number;
}

export interface JackpotRow {
  id: 'demo';
  amount: number;
  updatedAt: number;
}

export interface MemberRow {
  userKey: string;
  id: number;
  type: number;
  nickname: string;
  account: string;
  labelName: string;
  /**
   * Last known balance: shown offline, masked while a refresh runs. Absent for a trial guest, who
   * sees no balance (SPEC §6).
   */
  sumBalance?: number;
  /**
   * Unread inbox messages, announcements and operator chat lines as this device shows them: the
   * server's counts less the read marks and deletes still waiting in the outbox (SPEC §4: the
   * badge is their sum). Absent on rows stored before chat was counted.
   */
  unreadMail: number;
  unreadAnnouncements: number;
  unreadChat?: number;
  /** The counts as the server last answered them, before the device's unsent marks. */
  serverUnread?: UnreadCounts;
  updatedAt: number;
}

export interface InboxRow {
  userKey: string;
  id: number;
  title: string;
  content: string;
  read: 0 | 1;
  sentAt: number;
}
