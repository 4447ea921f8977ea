/** A member on the wire (SPEC §3, §7): the login answer, member info, balances, unread counts, the consolidated settings, the dev outbox, and the member's game lists (favourites, recent). */
import type { WireGame } from './catalogue-wire';
import type { StatusReading, Whitelabel } from './system-wire';

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
