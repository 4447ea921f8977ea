/**
 * The wps wire contract (SPEC §3, §7): request parameters and response values.
 * DOM-free and dependency-free: imported by the page, the worker, the service worker
 * and (types only) the reference server, so both ends agree on one shape.
 */

/** Every wps answer is one of these two (SPEC §7). */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}
export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  /** Extra facts about the failure, e.g. a failed login's `{ captcha: true }` (SPEC §8). */
  value?: unknown;
}

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

/** Whitelabel feature flags of SPEC §3; the value is whether the feature is on. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'TRANSBETREPMEM3',
  'MANPLAYREB3',
  'REWCEN3',
  'CBS3',
  'REFERRAL',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type Whitelabel = Record<WhitelabelFlag, boolean>;

// ---------------------------------------------------------------- system status

export interface DomainRouteEntry {
  domainName: string;
}

export interface CustomerServiceEntry {
  csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'TELEGRAM 1';
  title: string;
  /** Encrypted; its last 8 characters are the key (SPEC §3). */
  path: string;
}

export interface DownloadResource {
  resourceType: 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon';
  url: string;
}

/**
 * SPEC §2 gives two readings of the status code: 'errorPages' (1 IP/region page, 2 service page)
 * and 'maintenance' (1 maintenance, also when both apply; 2 region only).
 */
export type StatusReading = 'errorPages' | 'maintenance';

/** GET /wps/system/status (SPEC §3 "Status response"). */
export interface SystemStatus {
  info: {
    customerService: CustomerServiceEntry[];
    domainRoute: DomainRouteEntry[];
    /** Template switches, e.g. { mem_cen: '1', dep_func: '0' } (SPEC §4 "Templates"). */
    mobileTemplate: Record<string, string>;
    paths: Record<string, string>;
    register: { showRegister: boolean; hideRegister: boolean };
    resources: DownloadResource[];
    whitelabel: Whitelabel;
    mainDomain: string;
    imageCDNs: string[];
    /** Languages the operator offers, and the default (SPEC §1: supported languages come from configuration). */
    languages: { supported: string[]; default: string };
    /** The operator's reading; the client prefers it over its build-time default. Absent from older servers. */
    statusReading?: StatusReading;
    /** The operator's currency (ISO 4217, e.g. 'BDT'): every amount is shown in it. Absent from older servers. */
    currency?: string;
  };
  location: { ip: string };
  maintenance: boolean;
  regionRestriction: boolean;
}

// ---------------------------------------------------------------- vendors

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

// ---------------------------------------------------------------- games

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

// ---------------------------------------------------------------- announcements

export interface Banner {
  id: number;
  url: string;
  groupName: string;
  /** Where a tap goes (route or game); empty for none. */
  link: string;
  sequence: number;
}

export interface Announcement {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  startDate: string;
  read: boolean;
}

export interface Promotion {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  startDate: string;
  endDate: string;
  noExpiry: 0 | 1;
  promoAnnouncementCategoryIds: number[];
  announcementImages: { url: string; sequence: number }[];
  /** With a member's token only: SPEC §4 "Promotion read flag goes false to true". */
  read?: boolean;
  /**
   * Where the member stands (SPEC §4 activity status labels). Without a token: what the promotion
   * offers now (comingSoon, closed, join, apply, none), so a guest can be offered Join → login.
   * Absent in the announcement call's promotion group.
   */
  status?: PromotionStatus;
}

/**
 * SPEC §4 activity status labels, computed by the server per member. `join` and `apply` are the
 * two actions a member can take; `none` is a promotion with nothing to do but read.
 */
export const PROMOTION_STATUSES = [
  'none', 'join', 'joined', 'apply', 'applying', 'process', 'claim', 'claimed', 'issued', 'rejected', 'closed', 'comingSoon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A promotion category tab (SPEC §2 "Promotions: category tabs, first default"). */
export interface PromotionCategory {
  id: number;
  name: string;
}

/** GET /wps/promotion: the tabs and every promotion in the requested language. */
export interface PromotionList {
  categories: PromotionCategory[];
  list: Promotion[];
}

/** POST /wps/promotion/join: the member's status after the action. */
export interface PromotionJoinValue {
  promotionId: number;
  status: PromotionStatus;
}

/** Content types of SPEC §3: A announcement, PL player ticker, B banner, PU popup, PR promotion, H hot. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** GET /wps/announcement answer: one group per requested type (SPEC §3 "Announcement response groups"). */
export interface AnnouncementGroups {
  promotion?: Promotion[];
  banners?: Banner[];
  player?: Announcement[];
  popup?: Announcement[];
  hot?: Announcement[];
}

// ---------------------------------------------------------------- help

export interface HelpItem {
  title: string;
  tag: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  children: HelpItem[];
}

// ---------------------------------------------------------------- account

/** A successful login, trial or dev sign-in (SPEC §3 "Login response"). */
export interface LoginValue {
  token: string;
  userName: string;
  /** SPEC §6: 4 is a trial guest; 0, 40 (41, 42) other non-agents; anything else an agent. */
  type: number;
  firstTimeLogin: boolean;
}

/** GET /wps/member/info (SPEC §3 "Member info"). */
export interface MemberInfo {
  id: number;
  type: number;
  nickname: string;
  account: string;
  clubLabel: { labelName: string };
}

/** GET /wps/member/wallet: the balance in currency units, two decimals (SPEC §3 "Wallet"). */
export interface WalletValue {
  sumBalance: number;
}

/** GET /wps/member/unread (SPEC §4: unread total = announcements + chat + inbox). */
export interface UnreadCounts {
  inbox: number;
  announcements: number;
  chat: number;
}

/** GET /wps/system/settings/consolidated: the settings a login or register screen needs at once. */
export interface ConsolidatedSettings {
  whitelabel: Whitelabel;
  languages: { supported: string[]; default: string };
  statusReading: StatusReading;
  register: { showRegister: boolean; hideRegister: boolean };
  /** SPKI, base64: seals login, register and set-password bodies (src/api/sealed-body.ts). */
  encryptionPublicKey: string;
}

/** A row of the reference server's dev outbox (GET /dev/outbox): an SMS or email not really sent. */
export interface DevOutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  createdAt: string;
}

// ---------------------------------------------------------------- inbox and live chat

/** One message of the member's inbox (SPEC §2 "Mail"). */
export interface InboxMessage {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  read: boolean;
  /** ISO 8601. */
  sentAt: string;
}

/** GET /wps/member/inbox: one page, unread first then newest first. */
export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** One line of the live chat (flag CBS3) between a member and the operator. */
export interface ChatMessage {
  id: number;
  /** The id the sending device chose (the idempotency of a send); null for operator lines. */
  clientId: string | null;
  from: 'member' | 'operator';
  /** Plain text, never HTML. */
  text: string;
  /** ISO 8601. */
  sentAt: string;
  /** Operator lines: whether the member has seen it. Member lines: always true. */
  read: boolean;
}

/** GET /wps/cbs/messages: the whole conversation, oldest first (a member's chat is short). */
export interface ChatThread {
  messages: ChatMessage[];
  /** Operator lines the member has not seen (SPEC §4 unread total). */
  unread: number;
}

// ---------------------------------------------------------------- a member's lists

/** GET /wps/game/favourites: one page of the member's favourite games. */
export interface FavouritePage {
  content: WireGame[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
}

/** GET /wps/game/recent: one page of the member's recent games, most recent first. */
export interface RecentPage {
  list: WireGame[];
  totalPages: number;
}

// ---------------------------------------------------------------- play

/** POST /wps/game/launch {nodeId}: where the game opens (a one-time launch token in the URL). */
export interface LaunchValue {
  url: string;
}

/** GET /play/api/balance: what the demo game shows (a trial member plays with the trial credit). */
export interface PlayBalance {
  balance: number;
  trial: boolean;
  nodeId: number;
}

/** POST /play/api/bet: one round. */
export interface BetResult {
  roundId: string;
  /** Currency units with two decimals, like the wallet's sumBalance. */
  stake: number;
  payout: number;
  /** The balance right after this round. */
  balance: number;
  /** What the round drew; its shape depends on the game kind. */
  outcome: { kind: string };
  /** True when this answers a repeat of a round that was already played. */
  replayed: boolean;
}
