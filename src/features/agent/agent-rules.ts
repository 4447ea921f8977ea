/**
 * The agent home's pure rules: which tab the address asks for, the level words, how a rate is
 * typed and shown, the register URL a link stands for, and the text each refusal gets.
 */
import { ERROR_CODE, type ErrorCode } from '../../api/error-codes';
import type { KpiLevel } from '../../api/agent-wire';
import { readTwoDecimals, type TwoDecimalsProblem } from '../../api/money';
import type { MessageKey } from '../../i18n';
import { refusalKey } from '../../ui/refusal';
import { agentEndpoints } from '../../api/endpoints/agent';
import type { EndpointSpec } from '../../api/endpoints/define';

export const AGENT_TABS = ['overview', 'team', 'links'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

export const KPI_LEVELS: readonly KpiLevel[] = ['A', 'B', 'C', 'team'];

/** Team list filter: every level, or one of A (1), B (2), C (3). */
export type LevelFilter = 0 | 1 | 2 | 3;
export const LEVEL_FILTERS: readonly LevelFilter[] = [0, 1, 2, 3];

/** 1 → "A", 2 → "B", 3 → "C", deeper → "L4" … (the server may report deeper downlines). */
export const levelLetter = (level: number) => (level >= 1 && level <= 3 ? 'ABC'[level - 1]! : `L${level}`);

/** "1.80%": rates always with two decimals, as they are set (0.01 steps). */
export const formatRate = (rate: number, locale: string) =>
  `${rate.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export type RateProblem = TwoDecimalsProblem | 'above_own';

/** The rate typed in a form (percent, 0.01 steps, 0 to the agent's own rate), or what is wrong. */
export function checkRate(text: string, ownRate: number): { ok: true; rate: number } | { ok: false; problem: RateProblem } {
  const read = readTwoDecimals(text);
  if (!read.ok) return read;
  const rate = read.value;
  // Compared in basis points: 1.8 and 1.80 are the same rate, whatever the float says.
  if (Math.round(rate * 100) > Math.round(ownRate * 100)) return { ok: false, problem: 'above_own' };
  return { ok: true, rate };
}

export const RATE_PROBLEM_KEYS: Record<RateProblem, MessageKey> = {
  required: 'agent_rate_required',
  format: 'agent_rate_format',
  decimals: 'agent_rate_decimals',
  above_own: 'agent_error_rebate_above_own',
};

/** The address a new member registers through: the register page with the link's code. */
export const registerUrl = (origin: string, registerPath: string, code: string) =>
  `${origin}${registerPath}?affiliateCode=${encodeURIComponent(code)}`;

/** The team's keyed writes (rate, link, transfer): their declared refusals, each with its own words. */
const TEAM_WRITES: readonly EndpointSpec[] = [agentEndpoints.agentSetRebate, agentEndpoints.agentCreateLink, agentEndpoints.agentTransfer];
export const AGENT_ERROR_KEYS: Partial<Record<ErrorCode, MessageKey>> = Object.assign({}, ...TEAM_WRITES.map((call) => call.refusals));

/** A refusal's text; a code without words of its own gets the general one. */
export const agentErrorKey = (code: ErrorCode): MessageKey => refusalKey(TEAM_WRITES, code, 'agent_error_failed');

/**
 * How a write came back, for the form to say: `unanswered` keeps the operation's key (the answer
 * was lost, or the first request is still being applied: the next tap sends the same request).
 */
export function writeOutcome(result: { ok: true } | { ok: false; code: ErrorCode; transient: boolean }): 'done' | 'offline' | 'unanswered' | 'refused' {
  if (result.ok) return 'done';
  if (result.code === ERROR_CODE.offline) return 'offline';
  return result.transient ? 'unanswered' : 'refused';
}
