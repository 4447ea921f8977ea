/**
 * The period of an agent read (KPI, downlines, report): UTC days, both inclusive, as the registry's
 * query says (it has already refused one day alone, from after to, and too long a span). Without
 * days it is the last 7 UTC days up to today. Queries read [fromIso, toIso): end exclusive.
 */
const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 7;

export interface AgentPeriod {
  from: string;
  to: string;
  fromIso: string;
  /** The instant after the last day: the exclusive end. */
  toIso: string;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function agentPeriod(query: { from?: string; to?: string }, now = new Date()): AgentPeriod {
  const today = dayOf(now.getTime());
  const to = query.from && query.to ? query.to : today;
  const from = query.from && query.to ? query.from : dayOf(Date.parse(`${today}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  return { from, to, fromIso: `${from}T00:00:00.000Z`, toIso: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString() };
}
