/**
 * The agent programme on the wire (SPEC §1 agent features, §2 /m/member/agent/*, §3 contract
 * requests, §7 "Agent"). Amounts are currency units with two decimals; rebate and contract rates
 * are percent with two decimals (1.5 = 1.50%); the server counts in cents and basis points. Times
 * are ISO-8601 UTC; days are UTC days (YYYY-MM-DD), periods both-inclusive.
 *
 * Every figure is computed from rows (bets, deposit orders, withdrawals, members), never stored:
 * - team: the member's downlines at every depth (level A = direct, B = their downlines, C below);
 * - turnover: the sum of bet stakes; winLoss: payouts minus stakes, from the members' side
 *   (negative when the members lost);
 * - active: at least one bet in the period; new: joined in the period;
 * - deposits: paid deposit orders decided in the period; withdrawals: approved ones decided in it;
 * - commission: on each direct downline's whole team (the downline included), the turnover times
 *   the agent's rate minus that downline's rate.
 */

/** The most days one KPI, downline or report period may span. */
export const AGENT_PERIOD_MAX_DAYS = 92;
/** Downlines per page (the list pages on with "more"). */
export const DOWNLINE_PAGE_SIZE = 20;
/** Affiliate links an agent may keep. */
export const AGENT_LINK_MAX = 20;
/** Transfer to a downline, in units. */
export const AGENT_TRANSFER_MIN = 1;
export const AGENT_TRANSFER_MAX = 1_000_000;

export interface KpiFigures {
  /** Members at this level who had joined by the period's end. */
  members: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  winLoss: number;
  /** What the agent earns on this level's bets (see above); the levels add up to the team's. */
  commission: number;
}

export type KpiLevel = 'A' | 'B' | 'C' | 'team';

export interface AgentKpi {
  from: string;
  to: string;
  /** The agent's own rebate rate. */
  rebateRate: number;
  /** Everyone in the team now, at every depth. */
  teamSize: number;
  levels: Record<KpiLevel, KpiFigures>;
}

export interface Downline {
  memberId: number;
  account: string;
  nickname: string;
  /** 1 = level A (direct), 2 = B, 3 = C, … */
  level: number;
  /** Whose downline it is (the agent itself for level A). */
  uplineAccount: string;
  isAgent: boolean;
  rebateRate: number;
  joinedAt: string;
  /** The downline's own team, at every depth. */
  teamSize: number;
  /** The downline's own figures over the period. */
  deposits: number;
  turnover: number;
  winLoss: number;
}

export interface DownlinePage {
  from: string;
  to: string;
  list: Downline[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface ReportRow {
  deposits: number;
  withdrawals: number;
  bets: number;
  turnover: number;
  /** What the bets paid back, stakes included. */
  payout: number;
  winLoss: number;
}

/** Member P&L report: one downline's own figures over the period, per day and in total. */
export interface AgentMemberReport {
  from: string;
  to: string;
  member: Pick<Downline, 'memberId' | 'account' | 'nickname' | 'level' | 'isAgent' | 'rebateRate'>;
  totals: ReportRow;
  /** Only the days with any activity, newest first. */
  days: (ReportRow & { day: string })[];
}

export interface QuotaTier {
  /** Downlines at this rate or above count against the tier. */
  minRate: number;
  quota: number;
  used: number;
  remaining: number;
}

export interface AgentQuota {
  rebateRate: number;
  /** Ascending by minRate; a rate below the lowest tier is not limited. */
  tiers: QuotaTier[];
}

export type LinkMemberType = 'member' | 'agent';

export interface AffiliateLink {
  id: number;
  /** What the link carries as ?affiliateCode= (the client builds the register URL). */
  code: string;
  rebateRate: number;
  memberType: LinkMemberType;
  /** Members who joined with this code. */
  registered: number;
  createdAt: string;
}

export interface AgentLinks {
  rebateRate: number;
  links: AffiliateLink[];
}

export interface SetRebateValue {
  memberId: number;
  rebateRate: number;
}

export interface AgentTransferValue {
  transfer: { id: string; memberId: number; account: string; amount: number; createdAt: string };
  /** The agent's main wallet after the transfer. */
  balance: number;
}

// ---- contracts

export type ContractKind = 'salary' | 'dividend' | 'hourly';
export const CONTRACT_KINDS: readonly ContractKind[] = ['salary', 'dividend', 'hourly'];
export type ContractState = 'pending' | 'active' | 'rejected' | 'superseded' | 'ended';

/** At most this many tiers in one contract. */
export const CONTRACT_TIER_MAX = 5;
/**
 * The highest rate a tier may ever pay, per kind (percent): salary and hourly salary of the team's
 * turnover, dividend of the team's net loss. Lower bounds apply on top: the site's cap for the kind
 * (what a share of the house's edge allows, ContractOverview.siteCap) and, for an agent offering
 * terms, its own active contract of the kind (none held: nothing to offer).
 */
export const CONTRACT_RATE_CAP: Record<ContractKind, number> = { salary: 3, hourly: 1, dividend: 50 };

export interface ContractTier {
  /** The team's turnover in the period, in units, for this tier to apply. */
  minTurnover: number;
  /** Active members in the team in the period. */
  minActive: number;
  rate: number;
}

export interface ContractParty {
  memberId: number;
  account: string;
}

export interface Contract {
  id: number;
  kind: ContractKind;
  state: ContractState;
  /** Null: the site's own contract with an agent at the top of the tree (granted by the operator). */
  upline: ContractParty | null;
  downline: ContractParty;
  /** Ascending; the highest tier the period's figures meet pays. */
  tiers: ContractTier[];
  proposedAt: string;
  decidedAt: string | null;
}

/**
 * One settled period. Periods are UTC: a day (salary), an hour (hourly salary), a half month
 * (dividend: the 1st–15th, the 16th–end). `turnover`, `activeMembers` and `netLoss` are the
 * downline's team's (the downline included); `amount` is 0 when no tier was met.
 */
export interface ContractPayment {
  id: number;
  contractId: number;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  turnover: number;
  activeMembers: number;
  netLoss: number;
  rate: number;
  amount: number;
  paidAt: string;
}

export interface ContractTeamRow {
  downline: ContractParty & { nickname: string };
  active: Contract | null;
  pending: Contract | null;
  paidTotal: number;
}

/** A contract page: the caller's own contract of the kind, and those it offers its direct downline agents. */
export interface ContractOverview {
  kind: ContractKind;
  mine: {
    active: Contract | null;
    pending: Contract | null;
    /** Newest first, at most 30. */
    payments: ContractPayment[];
    paidTotal: number;
  };
  team: ContractTeamRow[];
  /** The most a tier may pay in terms the caller offers (percent): the lower of its own top rate and siteCap; 0 without a contract of its own. */
  maxOffer: number;
  /** The site's cap for the kind (percent): what its share of the house's edge allows. */
  siteCap: number;
}

/** SPEC §3 "Contract request response": true when a request of that kind waits for the member's answer. */
export interface ContractRequests {
  dailysalreqtype: boolean;
  divtypecompperiodreq: boolean;
  contracthoursalreq: boolean;
}

/** The operator's settlement run (also the scheduled job's result). */
export interface SettlementRun {
  at: string;
  /** Contract periods settled by this run (0 when every period was already settled). */
  settled: number;
  /** Of those, the ones that paid money. */
  paid: number;
  amount: number;
}
