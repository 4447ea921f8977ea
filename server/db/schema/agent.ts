/** Kysely tables — The agent programme: the hierarchy, affiliate links, quotas, contracts and what they paid. */
import type { Generated } from 'kysely';

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
