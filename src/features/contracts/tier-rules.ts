/**
 * The tier editor's checks, the same the server makes (src/api/endpoints/agent.ts): 1 to
 * CONTRACT_TIER_MAX tiers; each a minimum turnover (units, 2 decimals), a minimum of active
 * members (a whole number) and a rate (percent, 2 decimals, above 0 and at most what the member
 * may offer: the lower of its own contract's top rate and the site's cap, ContractOverview
 * maxOffer); in order, each tier asking at least as much as the one above and paying more. The
 * member learns of a slip beside the field before anything is sent; the server still decides.
 */
import { CONTRACT_TIER_MAX, type ContractTier } from '../../api/agent-wire';
import type { MessageKey } from '../../i18n';

/** What the member typed, as typed. */
export interface TierDraft {
  minTurnover: string;
  minActive: string;
  rate: string;
}

export type TierField = keyof TierDraft;
export type TierProblems = Partial<Record<TierField, MessageKey>>;

/** The largest figures the server takes (its schema's bounds). */
export const TURNOVER_MAX = 100_000_000;
export const ACTIVE_MAX = 100_000;

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

export const emptyTier = (): TierDraft => ({ minTurnover: '', minActive: '', rate: '' });

/** Terms already on the table as a draft to start from (a counter-proposal edits them). */
export const draftOf = (tiers: readonly ContractTier[]): TierDraft[] =>
  tiers.map((tier) => ({ minTurnover: String(tier.minTurnover), minActive: String(tier.minActive), rate: tier.rate.toFixed(2) }));

export const canAddTier = (drafts: readonly TierDraft[]) => drafts.length < CONTRACT_TIER_MAX;
export const canRemoveTier = (drafts: readonly TierDraft[]) => drafts.length > 1;

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

function turnoverProblem(text: string): MessageKey | null {
  const value = text.trim();
  if (!value) return 'contract_tier_required';
  if (!DECIMAL.test(value)) return 'contract_tier_number';
  if (decimals(value) > 2) return 'contract_tier_decimals';
  if (Number(value) > TURNOVER_MAX) return 'contract_tier_turnover_max';
  return null;
}

function activeProblem(text: string): MessageKey | null {
  const value = text.trim();
  if (!value) return 'contract_tier_required';
  if (!WHOLE.test(value)) return 'contract_tier_whole';
  if (Number(value) > ACTIVE_MAX) return 'contract_tier_active_max';
  return null;
}

function rateProblem(text: string, maxRate: number): MessageKey | null {
  const value = text.trim().replace(/%$/, '').trim();
  if (!value) return 'contract_tier_required';
  if (!DECIMAL.test(value)) return 'contract_tier_number';
  if (decimals(value) > 2) return 'contract_tier_decimals';
  if (Number(value) <= 0) return 'contract_tier_rate_zero';
  if (Number(value) > maxRate) return 'contract_tier_rate_cap';
  return null;
}

const rateValue = (text: string) => Number(text.trim().replace(/%$/, '').trim());

/** Each row's problems (an empty object for a good row), in the rows' order; `maxRate` in percent. */
export function checkTiers(drafts: readonly TierDraft[], maxRate: number): TierProblems[] {
  const problems = drafts.map((draft): TierProblems => {
    const found: TierProblems = {};
    const turnover = turnoverProblem(draft.minTurnover);
    const active = activeProblem(draft.minActive);
    const rate = rateProblem(draft.rate, maxRate);
    if (turnover) found.minTurnover = turnover;
    if (active) found.minActive = active;
    if (rate) found.rate = rate;
    return found;
  });
  // The order, between rows whose own figures are good: a tier asks at least as much and pays more.
  drafts.forEach((draft, i) => {
    if (i === 0) return;
    const previous = drafts[i - 1]!;
    const here = problems[i]!;
    const before = problems[i - 1]!;
    if (!here.minTurnover && !before.minTurnover && Number(draft.minTurnover) < Number(previous.minTurnover)) here.minTurnover = 'contract_tier_order_turnover';
    if (!here.minActive && !before.minActive && Number(draft.minActive) < Number(previous.minActive)) here.minActive = 'contract_tier_order_active';
    if (!here.rate && !before.rate && rateValue(draft.rate) <= rateValue(previous.rate)) here.rate = 'contract_tier_order_rate';
  });
  return problems;
}

export const hasProblems = (problems: readonly TierProblems[]) => problems.some((row) => Object.keys(row).length > 0);

/** The drafts as the call's tiers (only once checkTiers found nothing). */
export function tiersOf(drafts: readonly TierDraft[]): ContractTier[] {
  return drafts.map((draft) => ({
    minTurnover: Number(draft.minTurnover.trim()),
    minActive: Number(draft.minActive.trim()),
    rate: rateValue(draft.rate),
  }));
}
