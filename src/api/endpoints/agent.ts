/**
 * The agent programme (SPEC §1 agent features; §2 /m/member/agent/home and the three contract
 * pages; §3 contract requests; §6 roles; §7 "Agent": team KPI A/B/C, subordinate, downline rebate
 * update, affiliate URL and rebate settings, quota, transfer downline, member P&L report, daily
 * salary, dividend). The spec gives no shapes; these are ours (src/api/agent-wire.ts).
 *
 * - Reads are per-user: the service worker keeps the last copy, so what an agent has seen opens
 *   offline. The contract request check is `never`: a stale "pending" alert would mislead.
 * - A caller whose type is not an agent's gets 403 not_agent (SPEC §6); contracts also refuse 41
 *   and 42. Unknown members, the caller itself and another agent's members are not_your_downline.
 * - Writes are online only and not queued: the transfer is a money call; the rest are idempotent
 *   by key, so a retried tap applies once.
 * Periods (`from`, `to`) are UTC days, both inclusive, at most AGENT_PERIOD_MAX_DAYS long.
 */
import { z } from 'zod';
import {
  AGENT_PERIOD_MAX_DAYS,
  CONTRACT_TIER_MAX,
  DOWNLINE_PAGE_SIZE,
  type AffiliateLink,
  type AgentKpi,
  type AgentLinks,
  type AgentMemberReport,
  type AgentQuota,
  type AgentTransferValue,
  type Contract,
  type ContractOverview,
  type ContractRequests,
  type DownlinePage,
  type SetRebateValue,
  type SettlementRun,
} from '../agent-wire';
import { amountValue, hasWholeCents, WHOLE_CENTS_MESSAGE } from '../money';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_READ, MEMBER_FRESH_READ, MEMBER_WRITE, MONEY_CALL, OPERATOR_ACTION } from './call-kinds';
import { endpoint } from './define';
import { dayParam, intParam, text, textParam } from './params';

const DAY_MS = 86_400_000;
const spanDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** A period: both days or neither (the server's default is the last 7 days up to today). */
const period = {
  from: dayParam.optional(),
  to: dayParam.optional(),
};

type Period = { from?: string; to?: string };
const periodRules = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'from and to come together', path: ['from'] })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] })
    .refine((q) => !q.from || !q.to || spanDays(q.from, q.to) <= AGENT_PERIOD_MAX_DAYS, {
      message: `must span at most ${AGENT_PERIOD_MAX_DAYS} days`,
      path: ['from'],
    });

const memberId = z.number().int().positive().max(2 ** 31 - 1);
const memberIdText = intParam(1, 2 ** 31 - 1);

/** A rate in percent with at most 2 decimals (1.5 = 1.50%). */
export const rateValue = z
  .number('must be a number')
  .min(0, 'must be 0 or more')
  .max(100, 'must be at most 100')
  .refine(hasWholeCents, WHOLE_CENTS_MESSAGE);

const contractKind = z.enum(['salary', 'dividend', 'hourly']);

const tier = z.object({
  minTurnover: z.number().min(0, 'must be 0 or more').max(100_000_000, 'must be at most 100000000'),
  minActive: z.number().int().min(0, 'must be 0 or more').max(100_000, 'must be at most 100000'),
  rate: rateValue.refine((v) => v > 0, 'must be more than 0'),
});

/** Ascending tiers: each asks at least as much as the one before and pays more. */
const tiers = z
  .array(tier)
  .min(1, 'needs at least one tier')
  .max(CONTRACT_TIER_MAX, `at most ${CONTRACT_TIER_MAX} tiers`)
  .refine(
    (list) => list.every((t, i) => i === 0 || (t.minTurnover >= list[i - 1]!.minTurnover && t.minActive >= list[i - 1]!.minActive && t.rate > list[i - 1]!.rate)),
    'tiers must ask more and pay more, in order',
  );

export const agentEndpoints = {
  /** Team KPI for levels A, B, C and the whole team over the period. */
  agentKpi: endpoint<AgentKpi>()({
    ...MEMBER_READ,
    path: '/wps/agent/kpi',
    query: periodRules(z.object(period)),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
    },
  }),

  /** "Subordinate": the team, each downline with its own figures over the period. */
  agentDownlines: endpoint<DownlinePage>()({
    ...MEMBER_READ,
    path: '/wps/agent/downlines',
    query: periodRules(
      z.object({
        ...period,
        /** Part of the account or nickname. */
        search: textParam(32),
        /** 1 (A, direct) or 2 (B) for that depth, 3 for C: depth 3 and below, as in the KPI; absent for every level. */
        level: intParam(1, 3).optional(),
        pageNo: intParam(1, 100_000).default(1),
        pageSize: intParam(1, 100).default(DOWNLINE_PAGE_SIZE),
      }),
    ),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
    },
  }),

  /** Member P&L report: one downline's own figures over the period, per day. */
  agentMemberReport: endpoint<AgentMemberReport>()({
    ...MEMBER_READ,
    path: '/wps/agent/report',
    query: periodRules(z.object({ ...period, memberId: memberIdText })),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
      [ERROR_CODE.notYourDownline]: 'agent_error_not_your_downline',
    },
  }),

  /** The agent's quota: how many direct downlines it may have per rebate tier, and how many it has. */
  agentQuota: endpoint<AgentQuota>()({
    ...MEMBER_READ,
    path: '/wps/agent/quota',
    refusals: {
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
    },
  }),

  /** Downline rebate update: a direct downline's rate, never above the agent's own, within quota. */
  agentSetRebate: endpoint<SetRebateValue>()({
    ...MEMBER_WRITE,
    path: '/wps/agent/downline/rebate',
    body: z.object({ memberId, rebateRate: rateValue }),
    refusals: {
      [ERROR_CODE.agentQuotaExceeded]: 'agent_error_quota_exceeded',
      [ERROR_CODE.idempotencyKeyReused]: 'agent_error_key_reused',
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
      [ERROR_CODE.notYourDownline]: 'agent_error_not_your_downline',
      [ERROR_CODE.rebateAboveOwn]: 'agent_error_rebate_above_own',
      [ERROR_CODE.rebateBelowDownline]: 'agent_error_rebate_below_downline',
      [ERROR_CODE.trialNoMoney]: 'agent_error_trial',
    },
  }),

  /** Affiliate URL and rebate settings: the agent's links, each with how many joined through it. */
  agentLinks: endpoint<AgentLinks>()({
    ...MEMBER_READ,
    path: '/wps/agent/links',
    refusals: {
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
    },
  }),

  /** A new affiliate link at a rate within the agent's own and its quota. */
  agentCreateLink: endpoint<AffiliateLink>()({
    ...MEMBER_WRITE,
    path: '/wps/agent/links',
    body: z.object({ rebateRate: rateValue, memberType: z.enum(['member', 'agent']) }),
    refusals: {
      [ERROR_CODE.agentLinkLimit]: 'agent_error_link_limit',
      [ERROR_CODE.agentQuotaExceeded]: 'agent_error_quota_exceeded',
      [ERROR_CODE.idempotencyKeyReused]: 'agent_error_key_reused',
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
      [ERROR_CODE.rebateAboveOwn]: 'agent_error_rebate_above_own',
      [ERROR_CODE.trialNoMoney]: 'agent_error_trial',
    },
  }),

  /** Transfer downline: from the agent's main wallet to a team member's, through the ledger. */
  agentTransfer: endpoint<AgentTransferValue>()({
    ...MONEY_CALL,
    path: '/wps/agent/transfer',
    body: z.object({ memberId, amount: amountValue }),
    refusals: {
      [ERROR_CODE.amountOutOfRange]: 'agent_error_amount_out_of_range',
      [ERROR_CODE.bonusLocked]: 'agent_error_bonus_locked',
      [ERROR_CODE.idempotencyKeyReused]: 'agent_error_key_reused',
      [ERROR_CODE.insufficientBalance]: 'agent_error_insufficient_balance',
      [ERROR_CODE.invalidParameter]: 'agent_error_invalid_parameter',
      [ERROR_CODE.notAgent]: 'agent_error_not_agent',
      [ERROR_CODE.notYourDownline]: 'agent_error_not_your_downline',
      [ERROR_CODE.trialNoMoney]: 'agent_error_trial',
    },
  }),

  /** A contract page: the caller's own contract of the kind and those it offers its downline agents. */
  agentContracts: endpoint<ContractOverview>()({
    ...MEMBER_READ,
    path: '/wps/agent/contracts',
    query: z.object({ kind: contractKind }),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'contract_error_invalid',
      [ERROR_CODE.notAgent]: 'contract_error_not_agent',
    },
  }),

  /** An upline proposes terms to a direct downline agent; a pending proposal of the kind is replaced. */
  agentProposeContract: endpoint<Contract>()({
    ...MEMBER_WRITE,
    path: '/wps/agent/contracts',
    body: z.object({ kind: contractKind, memberId, tiers }),
    refusals: {
      [ERROR_CODE.contractAboveOwn]: 'contract_error_above_own',
      [ERROR_CODE.contractAboveSiteCap]: 'contract_error_above_site_cap',
      [ERROR_CODE.contractNoneToGive]: 'contract_error_none_to_give',
      [ERROR_CODE.contractSameOwner]: 'contract_error_same_owner',
      [ERROR_CODE.downlineNotAgent]: 'contract_error_downline_not_agent',
      [ERROR_CODE.invalidParameter]: 'contract_error_invalid',
      [ERROR_CODE.notAgent]: 'contract_error_not_agent',
      [ERROR_CODE.notYourDownline]: 'contract_error_not_your_downline',
    },
  }),

  /** The downline accepts (the contract becomes active, ending the one before) or rejects it. */
  agentAnswerContract: endpoint<Contract>()({
    ...MEMBER_WRITE,
    path: '/wps/agent/contracts/answer',
    body: z.object({ contractId: memberId, accept: z.boolean() }),
    refusals: {
      [ERROR_CODE.contractNotFound]: 'contract_error_not_found',
      [ERROR_CODE.contractNotPending]: 'contract_error_not_pending',
      [ERROR_CODE.invalidParameter]: 'contract_error_invalid',
      [ERROR_CODE.notAgent]: 'contract_error_not_agent',
    },
  }),

  /** SPEC §3 contract request response: which kinds wait for the member's answer (home alert, §4). */
  agentContractRequests: endpoint<ContractRequests>()({
    ...MEMBER_FRESH_READ,
    path: '/wps/agent/contracts/requests',
    refusals: { [ERROR_CODE.invalidParameter]: 'contract_error_invalid' },
  }),

  /**
   * The operator runs the contract settlement now (the server also runs it on a schedule). `at`
   * stands for the time of the run: the periods completed by then are settled, each once.
   */
  operatorAgentSettle: endpoint<SettlementRun>()({
    ...OPERATOR_ACTION,
    path: '/operator/agent/settle',
    body: z.object({ at: z.iso.datetime({ offset: false }).optional() }),
  }),

  /**
   * The operator grants an agent at the top of the tree (no upline) the site's own contract of a
   * kind, active at once, ending the one before; within the site's cap for the kind. The only
   * source of contracts: every other agent offers out of what it holds.
   */
  operatorGrantContract: endpoint<Contract>()({
    ...OPERATOR_ACTION,
    path: '/operator/agent/contract',
    body: z.object({ account: text(64).min(1, 'is required'), kind: contractKind, tiers }),
    refusals: {
      [ERROR_CODE.contractAboveSiteCap]: 'unknown_error',
      [ERROR_CODE.contractNotTopAgent]: 'unknown_error',
      [ERROR_CODE.downlineNotAgent]: 'unknown_error',
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),
};
