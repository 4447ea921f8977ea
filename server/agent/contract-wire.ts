/**
 * Contract rows on the wire (src/api/agent-wire.ts): the server keeps cents and basis points, the
 * wire carries units and percent. Tiers are stored as a JSON array of
 * {minTurnoverCents, minActive, rateBp}, ascending (migration 019).
 */
import type { Contract, ContractPayment, ContractTier } from '../../src/api/agent-wire';
import { toCents } from '../../src/api/money';
import type { AgentContractPaymentTable, AgentContractTable } from '../db/schema';
import type { Selectable } from 'kysely';

export interface StoredTier {
  minTurnoverCents: number;
  minActive: number;
  rateBp: number;
}

export type ContractRow = Selectable<AgentContractTable>;
export type PaymentRow = Selectable<AgentContractPaymentTable>;

/** Accounts by member id, for the parties of the contracts shown. */
export type AccountNames = ReadonlyMap<number, string>;

export const toStoredTiers = (tiers: readonly ContractTier[]): StoredTier[] =>
  tiers.map((t) => ({ minTurnoverCents: toCents(t.minTurnover), minActive: t.minActive, rateBp: Math.round(t.rate * 100) }));

export const parseTiers = (text: string): StoredTier[] => JSON.parse(text) as StoredTier[];

/** The highest rate a contract pays, in basis points. */
export const topRateBp = (tiers: readonly StoredTier[]): number => Math.max(0, ...tiers.map((t) => t.rateBp));

export function contractToWire(row: ContractRow, names: AccountNames): Contract {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    upline: row.upline_id === null ? null : { memberId: row.upline_id, account: names.get(row.upline_id) ?? '' },
    downline: { memberId: row.downline_id, account: names.get(row.downline_id) ?? '' },
    tiers: parseTiers(row.tiers).map((t) => ({ minTurnover: t.minTurnoverCents / 100, minActive: t.minActive, rate: t.rateBp / 100 })),
    proposedAt: row.proposed_at,
    decidedAt: row.decided_at,
  };
}

export function paymentToWire(row: PaymentRow): ContractPayment {
  return {
    id: Number(row.id),
    contractId: Number(row.contract_id),
    periodKey: row.period_key,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    turnover: Number(row.turnover_cents) / 100,
    activeMembers: Number(row.active_members),
    netLoss: Number(row.net_loss_cents) / 100,
    rate: Number(row.rate_bp) / 100,
    amount: Number(row.amount_cents) / 100,
    paidAt: row.created_at,
  };
}
