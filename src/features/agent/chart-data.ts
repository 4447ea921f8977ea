/**
 * What the agent charts draw, from the very values the figures and tables show (the KPI answer and
 * the member report, fresh or the device's last copy): pure, DOM-free, so the chart can never say
 * something the table does not.
 */
import type { AgentKpi, AgentMemberReport } from '../../api/agent-wire';
import { utcDay, type Period } from './period';

export interface BarSeries {
  /** Which figure: the caller words it. */
  key: 'turnover' | 'deposits' | 'winLoss';
  values: number[];
}

export interface BarChartData {
  /** One label per slot of the x axis: a level letter or a UTC day (YYYY-MM-DD). */
  slots: string[];
  series: [BarSeries, BarSeries];
}

const DAY_MS = 86_400_000;

/** Levels A, B and C side by side (the team is their sum): turnover and deposits of each. */
export function levelBars(kpi: Pick<AgentKpi, 'levels'>): BarChartData {
  const slots = ['A', 'B', 'C'] as const;
  return {
    slots: [...slots],
    series: [
      { key: 'turnover', values: slots.map((level) => kpi.levels[level].turnover) },
      { key: 'deposits', values: slots.map((level) => kpi.levels[level].deposits) },
    ],
  };
}

/**
 * Every day of the period, oldest first, with its turnover and win/loss: a day without play is a
 * zero, not a gap, so the spacing of the bars is the spacing of the days.
 */
export function dailyBars(period: Period, days: AgentMemberReport['days']): BarChartData {
  const byDay = new Map(days.map((row) => [row.day, row]));
  const slots: string[] = [];
  for (let at = Date.parse(`${period.from}T00:00:00Z`), end = Date.parse(`${period.to}T00:00:00Z`); at <= end; at += DAY_MS) slots.push(utcDay(at));
  return {
    slots,
    series: [
      { key: 'turnover', values: slots.map((day) => byDay.get(day)?.turnover ?? 0) },
      { key: 'winLoss', values: slots.map((day) => byDay.get(day)?.winLoss ?? 0) },
    ],
  };
}

/** The slot with the largest value of a series (the first on a tie), or null when all are zero. */
export function peakOf(data: BarChartData, series: 0 | 1): { slot: string; value: number } | null {
  const values = data.series[series].values;
  let best = -1;
  values.forEach((value, index) => {
    if (value > 0 && (best < 0 || value > values[best]!)) best = index;
  });
  return best < 0 ? null : { slot: data.slots[best]!, value: values[best]! };
}

/** Every n-th slot gets a label: a date takes about a quarter of a phone's width, so four at most. */
export const labelStep = (slots: number, most = 4) => Math.max(1, Math.ceil(slots / most));
