/**
 * The contract pages' pure rules: which kind a route names, how a kind, a rate and a period are
 * worded, and which text a refusal shows. Pure, so the pages' decisions are unit-tested without a
 * browser.
 */
import type { ContractKind, ContractPayment, ContractTier } from '../../api/agent-wire';
import type { ErrorCode } from '../../api/error-codes';
import type { MessageKey } from '../../i18n';
import { pathOf, type RouteName } from '../../routes';
import { refusalKey as refusalOf } from '../../ui/refusal';
import { agentEndpoints } from '../../api/endpoints/agent';

/** One route per kind (SPEC §2; the dividend path keeps the spec's spelling). */
export const KIND_ROUTES: Record<ContractKind, RouteName> = {
  salary: 'agentSalaryContract',
  dividend: 'agentDividendContract',
  hourly: 'agentHourContract',
};

/** The kind a contract route stands for; the salary page for anything else (only the three lead here). */
export function kindOfPath(path: string): ContractKind {
  const clean = path.replace(/\/+$/, '');
  const found = (Object.keys(KIND_ROUTES) as ContractKind[]).find((kind) => pathOf(KIND_ROUTES[kind]) === clean);
  return found ?? 'salary';
}

/**
 * How each kind is worded: the page's heading, the kind's name (the switch, the home alert), and
 * what a tier's rate is a share of (the team's turnover, or for a dividend its net loss).
 */
export const KIND_WORDS: Record<ContractKind, { heading: MessageKey; name: MessageKey; basis: MessageKey }> = {
  salary: { heading: 'contract_heading_salary', name: 'contract_kind_salary', basis: 'contract_basis_salary' },
  dividend: { heading: 'contract_heading_dividend', name: 'contract_kind_dividend', basis: 'contract_basis_dividend' },
  hourly: { heading: 'contract_heading_hourly', name: 'contract_kind_hourly', basis: 'contract_basis_hourly' },
};

/** A contract rate: always two decimals, as it was agreed ("1.00%"). */
export const formatRate = (rate: number, locale: string) =>
  `${rate.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** A whole count (members), grouped. */
export const formatCount = (count: number, locale: string) => count.toLocaleString(locale, { maximumFractionDigits: 0 });

/** The highest rate the terms pay (the top tier's). */
export const topRate = (tiers: readonly ContractTier[]) => tiers.reduce((top, tier) => Math.max(top, tier.rate), 0);

/**
 * A settled period in words. Periods are UTC, so they are shown in UTC whatever the device's zone:
 * a day (salary), a day and its hour (hourly), the first and the last day (dividend). The period's
 * end is exclusive on the wire, so the last day is the one before it.
 */
export function formatPeriod(kind: ContractKind, payment: Pick<ContractPayment, 'periodStart' | 'periodEnd'>, locale: string): string {
  const start = new Date(payment.periodStart);
  const day = (date: Date) => date.toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  if (kind === 'salary') return day(start);
  if (kind === 'hourly') {
    const hour = (date: Date) => date.toLocaleTimeString(locale, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${day(start)} ${hour(start)}–${hour(new Date(payment.periodEnd))} UTC`;
  }
  const last = new Date(Date.parse(payment.periodEnd) - 1);
  return `${day(start)} – ${day(last)}`;
}

export { isUnanswered } from '../../api/errors';

/** The contract calls, whose declared refusals the contract page shows. */
const CONTRACT_CALLS = [agentEndpoints.agentProposeContract, agentEndpoints.agentAnswerContract, agentEndpoints.agentContracts, agentEndpoints.agentContractRequests];

/** The text of a refusal; an unknown one gets the general "did not go through". */
export const refusalKey = (code: ErrorCode): MessageKey => refusalOf(CONTRACT_CALLS, code, 'contract_error_failed');
