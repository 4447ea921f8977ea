/**
 * The server's database as Kysely sees it: one file per area under this folder, the whole
 * database here. Column names are snake_case SQL; the services map them onto the camelCase wire
 * shapes of src/api. Booleans are 0/1 integers and JSON is text, so the same schema works on
 * SQLite and PostgreSQL.
 */
import type { Insertable, Selectable } from 'kysely';
import type { AffiliateCodeTable, CaptchaTable, DevOutboxTable, LoginFailureTable, LoginLockTable, MemberTable, RateEventTable, SessionTable, SliderChallengeTable, VerificationCodeTable } from './account';
import type { AgentContractPaymentTable, AgentContractTable, AgentLinkTable, AgentQuotaTable, MemberTreeTable } from './agent';
import type { AnnouncementTable, BannerTable, BannerTextTable, CatalogueVersionTable, ClassificationTable, GameTable, HelpItemTable, PromotionImageTable, PromotionTable, SettingTable, VendorCategoryTable, VendorTable, WinnerTable } from './catalogue';
import type { LiveTableTable, LotteryDrawTable, LotteryOrderTable, LotterySuborderTable, SportBetLegTable, SportBetTable, SportMatchTable, SportPriceTable } from './game-kinds';
import type { LedgerAccountTable, LedgerTransferTable } from './ledger';
import type { FeedbackTable, MissionClaimTable, MissionTable, RebateClaimTable, SigninTable, VerificationDocTable, VipLevelTable } from './member-centre';
import type { AnnouncementReadTable, AppliedOpTable, ChatMessageTable, FavouriteTable, InboxMessageTable, PromotionReadTable, RecentGameTable } from './personal';
import type { BetTable, PlaySessionTable } from './play';
import type { BonusGrantTable, PromotionBonusRuleTable, PromotionCategoryTable, PromotionMemberTable, PromotionTermsTable } from './promotions';
import type { BankCardTable, DepositMethodTable, DepositOrderTable, PaymentPasswordTable, UploadTable, WithdrawBankTable, WithdrawalTable } from './wallet';

export type * from './account';
export type * from './agent';
export type * from './catalogue';
export type * from './game-kinds';
export type * from './ledger';
export type * from './member-centre';
export type * from './personal';
export type * from './play';
export type * from './promotions';
export type * from './wallet';

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
