/**
 * Kysely table interfaces. Column names are snake_case SQL; the services map them onto the
 * camelCase wire shapes of src/api/wire.ts. Booleans are 0/1 integers and JSON is text, so the
 * same schema works on SQLite today and Postgres later.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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

/**
 * A player or agent account (SPEC §3 "Member info", §6 roles). Timestamps are ISO-8601 UTC text.
 * `account_key` is the lower-cased account: accounts are unique regardless of case.
 */
export interface MemberTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  /** scrypt (server/lib/password.ts); null for accounts without a password (SMS-only). */
  password_hash: string | null;
  /** SPEC §6: 4 trial guest; 0, 40 (41, 42) other non-agents; anything else an agent. */
  type: number;
  nickname: string;
  club_label: string;
  mobile: string | null;
  email: string | null;
  country_dialing_code: string | null;
  created_at: string;
  /** Registration facts (008): APP, H5, PWA or WEBCLIP; the hostname registered on; who referred them. */
  register_method: string | null;
  register_url: string | null;
  recommender_id: string | null;
  affiliate_code: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  payment_password_hash: string | null;
  /** JSON object of the optional registration fields without a column (qqNum, line, …). */
  profile: string | null;
  /** Forgot by email: a pending password, accepted once until reset_expires_at. */
  reset_password_hash: string | null;
  reset_expires_at: string | null;
  /** Null until the first login: LoginValue.firstTimeLogin. */
  last_login_at: string | null;
  /** 018: when the mobile number was proved by an SMS code; null when never. */
  mobile_verified_at: string | null;
  /** 018: the member's preferred language (en, bn, zh); null follows the device. */
  language: string | null;
  /** 019: who brought the member in (agent programme); null at the top of a hierarchy. */
  upline_id: number | null;
  /** 019: the member's rebate rate in basis points of turnover (150 = 1.50%). */
  rebate_bp: Generated<number>;
}

/** A captcha challenge (008): single use, short-lived, its code stored hashed. */
export interface CaptchaTable {
  id: string;
  code_hash: string;
  /** The code in clear outside production only, for /dev/captcha; always null in production. */
  dev_code: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One counted event of a limit (020, services/rate-limit.ts). */
export interface RateEventTable {
  id: Generated<number>;
  bucket: string;
  /** An address, an account key, a number, or '*' for the global count. */
  subject: string;
  created_at: string;
}

/** A slider captcha (020): the gap's x in the background image, single use. */
export interface SliderChallengeTable {
  id: string;
  gap_x: number;
  /** The answer in clear outside production only, for /dev/slider; always null in production. */
  dev_x: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 'profile' (018): a code that proves a member's new mobile number. */
export type VerificationPurpose = 'noLogin' | 'register' | 'profile';

/** An SMS code sent (008): hashed, single use, dies after a few wrong guesses. */
export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  recipient: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One failed login, by account key and address: the throttle counts these in a window. */
export interface LoginFailureTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: string;
}

/** A hard lock (021): this address may not try this account ('*': any account) until locked_until. */
export interface LoginLockTable {
  account_key: string;
  ip: string;
  locked_until: string;
}

export interface AffiliateCodeTable {
  /** Lower-cased code: codes match regardless of case. */
  code_key: string;
  code: string;
  domain: string;
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface InboxMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: number;
  sent_at: string;
  /** Set when the member deleted it: never listed or counted again. */
  deleted_at: string | null;
}

/** SMS and email the server would send; read back by tests and demos through /dev/outbox. */
export interface DevOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  created_at: string;
}

export interface FavouriteTable {
  member_id: number;
  node_id: number;
  added_at: string;
}

export interface RecentGameTable {
  member_id: number;
  node_id: number;
  played_at: string;
}

export interface AnnouncementReadTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

/** One idempotent op the server has applied (or is applying: status null). */
export interface AppliedOpTable {
  op_id: string;
  member_id: number;
  method: string;
  path: string;
  /** SHA-256 of the request the key first came with; null on rows older than migration 009. */
  request_hash: string | null;
  status: number | null;
  body: string | null;
  replays: number;
  applied_at: string;
  /** When a transaction of the op committed its effect (029); null while nothing has. */
  effect_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A launch: the one-time token in the /play URL, later exchanged for the play token (DESIGN §6). */
export interface PlaySessionTable {
  id: Generated<number>;
  launch_hash: string;
  play_hash: string | null;
  member_id: number;
  node_id: number;
  /** The lobby session that launched it: play ends with it. */
  session_hash: string;
  created_at: string;
  launch_expires_at: string;
  exchanged_at: string | null;
}

/** One round of a demo game; `round_id` is the client's, so a retry finds the first result. */
export interface BetTable {
  id: Generated<number>;
  member_id: number;
  node_id: number;
  round_id: string;
  stake_cents: number;
  payout_cents: number;
  /** JSON text: what was dealt or spun (server/play/outcomes.ts). */
  outcome: string;
  created_at: string;
  /**
   * 'settled' as played (instant rounds), or 'open' until its draw or full time (024); 'void' once
   * cancelled, its stake refunded (026). Only 'settled' counts toward rebate, VIP, missions, pay.
   */
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  /** Null for an instant round (settled as created), an open or a void bet. */
  settled_at: string | null;
  /** 026: the rebate claim that covered this settled bet; null until one does. */
  rebate_claim_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type BetStatus = 'open' | 'settled' | 'void';

/** An account of the double-entry ledger (server/ledger). */
export interface LedgerAccountTable {
  id: Generated<number>;
  /** e.g. member:12:wallet, member:12:hold, house:games (server/ledger/accounts.ts). */
  code: string;
  kind: string;
  member_id: number | null;
  /** 1: the balance never goes below zero. */
  no_overdraft: number;
  /** Credits minus debits, integer cents; bigint on Postgres, so read it through Number(). */
  balance_cents: number;
  created_at: string;
}

/** One balanced movement: `amount_cents` out of the debit account into the credit account. */
export interface LedgerTransferTable {
  id: Generated<number>;
  /** Chosen by the requester; unique, so a repeat can never move money twice. */
  transfer_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_cents: number;
  kind: string;
  member_id: number | null;
  reference: string | null;
  /** The hold this transfer resolves (withdrawals): unique, so a hold is posted or voided once. */
  pending_key: string | null;
  debit_after_cents: number;
  credit_after_cents: number;
  created_at: string;
}

export interface PromotionCategoryTable {
  id: number;
  language: string;
  name: string;
  sort: number;
}

export type PromotionAction = 'none' | 'join' | 'apply';

export interface PromotionTermsTable {
  promotion_id: number;
  action: PromotionAction;
}

/** A member's standing in a promotion once they acted; wire PromotionStatus values. */
export interface PromotionMemberTable {
  member_id: number;
  promotion_id: number;
  status: string;
  updated_at: string;
}

export interface PromotionReadTable {
  member_id: number;
  promotion_id: number;
  read_at: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'member' | 'operator';
  client_id: string | null;
  text: string;
  sent_at: string;
  read_at: string | null;
}

/** A bank a withdrawal card may be from (014). */
export interface WithdrawBankTable {
  code: string;
  name: string;
  sort: number;
}

/** A member's bank card for withdrawals: the number whole here, masked in every answer. */
export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  holder_name: string;
  card_number: string;
  is_default: number;
  created_at: string;
  deleted_at: string | null;
}

/** A member's payment password (scrypt) and its wrong-attempt throttle. */
export interface PaymentPasswordTable {
  member_id: number;
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
}

/** A withdrawal request; its money is the ledger hold `hold_key`, posted or voided on decision. */
export interface WithdrawalTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: number;
  bank_card_id: number;
  state: 'pending' | 'approved' | 'rejected';
  hold_key: string;
  created_at: string;
  decided_at: string | null;
  note: string | null;
  /** 025: what a bonus locked when the request held its money (the ledger check reads it). */
  locked_cents: Generated<number>;
}

/** 025: who may have a deposit promotion's bonus, and the wagering that frees it. */
export interface PromotionBonusRuleTable {
  promotion_id: number;
  eligibility: 'first_deposit' | 'any_deposit';
  requires: 'nothing' | 'joined' | 'approved';
  /** Null: once per member; N: once per N days. */
  period_days: number | null;
  wagering_multiple: number;
  locks_deposit: number;
  /** JSON array of game types whose settled stakes count; empty: all. */
  game_types: string;
}

/** 025: a bonus paid on a deposit, locked until its settled turnover is met. */
export interface BonusGrantTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  order_id: number;
  bonus_cents: number;
  locked_cents: number;
  required_cents: number;
  game_types: string;
  state: 'active' | 'completed' | 'forfeited';
  granted_at: string;
  closed_at: string | null;
  forfeited_cents: Generated<number>;
}

/** A way to deposit the operator offers (server/seed/deposits.ts). */
export interface DepositMethodTable {
  code: string;
  kind: 'gateway' | 'bank' | 'manual' | 'ewallet';
  name: string;
  min_cents: number;
  max_cents: number;
  /** JSON array of amounts in units. */
  quick_amounts: string;
  sort: number;
  enabled: number;
  payee: string | null;
  bank_name: string | null;
  account_no: string | null;
}

/** A member's deposit; its money is the ledger's transfers `deposit:<id>` and `deposit-bonus:<id>`. */
export interface DepositOrderTable {
  id: Generated<number>;
  member_id: number;
  method_code: string;
  amount_cents: number;
  promotion_id: number | null;
  bonus_cents: number;
  state: 'pending' | 'paid' | 'failed' | 'rejected' | 'expired';
  idempotency_key: string;
  gateway_token: string | null;
  receipt_upload_id: number | null;
  created_at: string;
  expires_at: string | null;
  decided_at: string | null;
  note: string;
}

/** A file a member uploaded (a manual deposit's receipt), checked by its magic bytes. */
export interface UploadTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  mime: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: string;
}

/** A member's real-name verification submission (018): reviewed once by the operator. */
export interface VerificationDocTable {
  id: Generated<number>;
  member_id: number;
  state: 'review' | 'verified' | 'rejected';
  /** At most 140 characters (SPEC §9). */
  remark: string;
  /** JSON array of at most 3 `uploads` ids. */
  upload_ids: string;
  created_at: string;
  decided_at: string | null;
  /** The operator's reason, shown to the member when rejected. */
  note: string;
}

/** A member's feedback (018, SPEC §7 /wps/feedback) and the operator's reply. */
export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  /** JSON array of at most 3 `uploads` ids. */
  upload_ids: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

/** A reward-centre mission (server/services/missions.ts); its progress is computed, never stored. */
export interface MissionTable {
  code: string;
  kind: 'daily_signin' | 'deposit' | 'turnover' | 'new_game';
  /** JSON text: per language. */
  title: string;
  description: string;
  /** Cents for deposit and turnover; a count for sign-ins and new games. */
  target: number;
  reward_cents: number;
  period: 'daily' | 'once';
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** A member's daily sign-in (UTC day). */
export interface SigninTable {
  member_id: number;
  day: string;
  created_at: string;
}

/** What a member was paid for a mission in one period; the money is the transfer `transfer_key`. */
export interface MissionClaimTable {
  id: Generated<number>;
  member_id: number;
  mission_code: string;
  /** The UTC day for a daily mission, 'once' for a one-off. */
  period_key: string;
  amount_cents: number;
  transfer_key: string;
  created_at: string;
}

/** A VIP level (016): the operator's ladder; a member's rank is computed, never stored. */
export interface VipLevelTable {
  level: number;
  name: string;
  min_turnover_cents: number;
  min_deposit_cents: number;
  /** JSON array of {key, value?}. */
  benefits: string;
  /** JSON object: percent per game type. */
  rebate_rates: string;
}

/**
 * A rebate paid (016): once, for the bets that carry its id in bets.rebate_claim_id (026).
 * after_bet_id and through_bet_id are the span of those ids (lowest − 1, highest): before 026
 * they were the range itself; (member, after_bet_id) stays unique.
 */
export interface RebateClaimTable {
  id: Generated<number>;
  member_id: number;
  period_from: string;
  period_to: string;
  after_bet_id: number;
  through_bet_id: number;
  level: number;
  amount_cents: number;
  /** JSON array of {gameType, turnoverCents, rate, amountCents}. */
  breakdown: string;
  transfer_key: string;
  created_at: string;
}

/** 019: the hierarchy as a closure table: one row per ancestor of a member, depth 1 = direct upline. */
export interface MemberTreeTable {
  ancestor_id: number;
  member_id: number;
  depth: number;
}

/** 019: an agent's affiliate link; registering with its code joins the agent's team. */
export interface AgentLinkTable {
  id: Generated<number>;
  agent_id: number;
  code: string;
  code_key: string;
  rebate_bp: number;
  /** 0: the link opens member accounts; 1: agent accounts. */
  member_type: number;
  created_at: string;
}

/** 019: at most `quota` direct downlines at a rebate rate of `min_bp` or more. */
export interface AgentQuotaTable {
  agent_id: number;
  min_bp: number;
  quota: number;
}

export type ContractKind = 'salary' | 'dividend' | 'hourly';
export type ContractState = 'pending' | 'active' | 'rejected' | 'superseded' | 'ended';

/** 019: terms an upline proposes to a direct downline agent. */
export interface AgentContractTable {
  id: Generated<number>;
  kind: ContractKind;
  /** 028: null for the site's own contract with an agent at the top of the tree (the operator's). */
  upline_id: number | null;
  downline_id: number;
  state: ContractState;
  /** JSON array of {minTurnoverCents, minActive, rateBp}, ascending. */
  tiers: string;
  proposed_at: string;
  decided_at: string | null;
  ended_at: string | null;
}

/** 019: what one contract paid for one period; (contract_id, period_key) is unique. */
export interface AgentContractPaymentTable {
  id: Generated<number>;
  contract_id: number;
  period_key: string;
  period_start: string;
  period_end: string;
  turnover_cents: number;
  active_members: number;
  net_loss_cents: number;
  rate_bp: number;
  amount_cents: number;
  transfer_key: string | null;
  created_at: string;
}



// ---------------------------------------------------------------- game kinds (024)

export interface LotteryDrawTable {
  id: Generated<number>;
  game_code: string;
  draw_no: string;
  opens_at: string;
  closes_at: string;
  draws_at: string;
  status: ColumnType<'open' | 'closed' | 'drawn' | 'settled', 'open' | 'closed' | 'drawn' | 'settled' | undefined, 'open' | 'closed' | 'drawn' | 'settled'>;
  result: string | null;
  /** JSON [{tier, numbers}] of a VN-style draw (lottery-wire.ts VnResult). */
  tiers: string | null;
  settled_at: string | null;
}

export interface LotteryOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  node_id: number;
  game_code: string;
  draw_id: number;
  created_at: string;
  /** The Idempotency-Key the order was placed under (029): a retry finds this order. */
  op_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LotterySuborderTable {
  id: Generated<number>;
  order_id: number;
  bet_type: string;
  pick: string;
  stake_cents: number;
  odds_hundredths: number;
  status: ColumnType<'open' | 'cancelled' | 'won' | 'lost', 'open' | 'cancelled' | 'won' | 'lost' | undefined, 'open' | 'cancelled' | 'won' | 'lost'>;
  payout_cents: ColumnType<number, number | undefined, number>;
  bet_id: number | null;
  cancelled_at: string | null;
  settled_at: string | null;
}

export interface SportMatchTable {
  id: Generated<number>;
  league: string;
  home: string;
  away: string;
  kickoff_at: string;
  ends_at: string;
  status: ColumnType<'scheduled' | 'live' | 'finished' | 'settled', 'scheduled' | 'live' | 'finished' | 'settled' | undefined, 'scheduled' | 'live' | 'finished' | 'settled'>;
  home_score: ColumnType<number, number | undefined, number>;
  away_score: ColumnType<number, number | undefined, number>;
  /** JSON: the server's goal plan (never sent). */
  plan: string;
  settled_at: string | null;
}

export interface SportPriceTable {
  match_id: number;
  selection: string;
  price_hundredths: number;
  version: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

export interface SportBetTable {
  id: Generated<number>;
  bet_no: string;
  member_id: number;
  node_id: number;
  mode: 'single' | 'accumulator';
  stake_cents: number;
  price_hundredths: number;
  status: ColumnType<'open' | 'won' | 'lost' | 'void', 'open' | 'won' | 'lost' | 'void' | undefined, 'open' | 'won' | 'lost' | 'void'>;
  payout_cents: ColumnType<number, number | undefined, number>;
  bet_id: number | null;
  created_at: string;
  settled_at: string | null;
  /** The Idempotency-Key the bet was placed under and its place in the slip, `<key>#<n>` (029): a retry finds this bet. */
  op_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SportBetLegTable {
  bet_id: number;
  leg_no: number;
  match_id: number;
  selection: string;
  price_hundredths: number;
  result: ColumnType<'open' | 'won' | 'lost' | 'void', 'open' | 'won' | 'lost' | 'void' | undefined, 'open' | 'won' | 'lost' | 'void'>;
}

export interface LiveTableTable {
  room_id: string;
  node_id: number;
  dealer_name: string;
  /** Picks the dealer's generated picture. */
  dealer_seed: number;
  min_bet_cents: number;
  max_bet_cents: number;
}
export interface LobbyDatabase {
  vendors: VendorTable;
  vendor_categories: VendorCategoryTable;
  classifications: ClassificationTable;
  games: GameTable;
  banners: BannerTable;
  banner_texts: BannerTextTable;
  announcements: AnnouncementTable;
  promotions: PromotionTable;
  promotion_images: PromotionImageTable;
  help_items: HelpItemTable;
  winners: WinnerTable;
  settings: SettingTable;
  catalogue_version: CatalogueVersionTable;
  members: MemberTable;
  sessions: SessionTable;
  inbox_messages: InboxMessageTable;
  dev_outbox: DevOutboxTable;
  favourites: FavouriteTable;
  recent_games: RecentGameTable;
  announcement_reads: AnnouncementReadTable;
  applied_ops: AppliedOpTable;
  play_sessions: PlaySessionTable;
  bets: BetTable;
  lottery_draws: LotteryDrawTable;
  lottery_orders: LotteryOrderTable;
  lottery_suborders: LotterySuborderTable;
  sport_matches: SportMatchTable;
  sport_prices: SportPriceTable;
  sport_bets: SportBetTable;
  sport_bet_legs: SportBetLegTable;
  live_tables: LiveTableTable;
  ledger_accounts: LedgerAccountTable;
  ledger_transfers: LedgerTransferTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  login_failures: LoginFailureTable;
  login_locks: LoginLockTable;
  rate_events: RateEventTable;
  slider_challenges: SliderChallengeTable;
  affiliate_codes: AffiliateCodeTable;
  promotion_categories: PromotionCategoryTable;
  promotion_terms: PromotionTermsTable;
  promotion_members: PromotionMemberTable;
  promotion_reads: PromotionReadTable;
  chat_messages: ChatMessageTable;
  deposit_methods: DepositMethodTable;
  deposit_orders: DepositOrderTable;
  uploads: UploadTable;
  withdraw_banks: WithdrawBankTable;
  bank_cards: BankCardTable;
  payment_passwords: PaymentPasswordTable;
  withdrawals: WithdrawalTable;
  promotion_bonus_rules: PromotionBonusRuleTable;
  bonus_grants: BonusGrantTable;
  vip_levels: VipLevelTable;
  rebate_claims: RebateClaimTable;
  verification_docs: VerificationDocTable;
  feedback: FeedbackTable;
  missions: MissionTable;
  signins: SigninTable;
  mission_claims: MissionClaimTable;
  member_tree: MemberTreeTable;
  agent_links: AgentLinkTable;
  agent_quotas: AgentQuotaTable;
  agent_contracts: AgentContractTable;
  agent_contract_payments: AgentContractPaymentTable;
}

export type GameRow = Selectable<GameTable>;
export type MemberRecord = Selectable<MemberTable>;
export type NewRow<T extends keyof LobbyDatabase> = Insertable<LobbyDatabase[T]>;
