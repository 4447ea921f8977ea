/** The agent charts draw the very figures the overview and the P&L table show: levels side by side, every day of the period. */
import { describe, expect, it } from 'vitest';
import type { AgentKpi, KpiFigures } from '../../src/api/agent-wire';
import { dailyBars, labelStep, levelBars, peakOf } from '../../src/features/agent/chart-data';
import { compactAmount } from '../../src/features/agent/chart-format';

const figures = (turnover: number, deposits: number): KpiFigures => ({
  members: 0, newMembers: 0, activeMembers: 0, deposits, withdrawals: 0, turnover, winLoss: 0, commission: 0,
});
const row = (day: string, turnover: number, winLoss: number) => ({ day, deposits: 0, withdrawals: 0, bets: 1, turnover, payout: turnover + winLoss, winLoss });

describe('the overview’s chart', () => {
  it('has levels A, B and C side by side with their turnover and deposits (the team is their sum, not a bar)', () => {
    const kpi: Pick<AgentKpi, 'levels'> = {
      levels: { A: figures(10_000, 1_500), B: figures(4_000, 0), C: figures(1_000, 20), team: figures(15_000, 1_520) },
    };
    expect(levelBars(kpi)).toEqual({
      slots: ['A', 'B', 'C'],
      series: [
        { key: 'turnover', values: [10_000, 4_000, 1_000] },
        { key: 'deposits', values: [1_500, 0, 20] },
      ],
    });
  });
});

describe('the P&L report’s chart', () => {
  it('has every day of the period oldest first, a day without play as zero', () => {
    const data = dailyBars({ from: '2026-11-20', to: '2026-11-23' }, [row('2026-11-23', 50, -5), row('2026-11-21', 120.5, 30)]);
    expect(data.slots).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(data.series).toEqual([
      { key: 'turnover', values: [0, 120.5, 0, 50] },
      { key: 'winLoss', values: [0, 30, 0, -5] },
    ]);
  });

  it('crosses a month end in UTC days', () => {
    expect(dailyBars({ from: '2026-10-30', to: '2026-11-02' }, []).slots).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('names the day of the most turnover for the text alternative, none when nothing was played', () => {
    const data = dailyBars({ from: '2026-11-20', to: '2026-11-22' }, [row('2026-11-21', 120.5, 30), row('2026-11-22', 80, 0)]);
    expect(peakOf(data, 0)).toEqual({ slot: '2026-11-21', value: 120.5 });
    expect(peakOf(dailyBars({ from: '2026-11-20', to: '2026-11-22' }, []), 0)).toBeNull();
  });

  it('labels four days at most under the bars, so the dates never run into each other', () => {
    expect(labelStep(1)).toBe(1);
    expect(labelStep(4)).toBe(1);
    expect(labelStep(7)).toBe(2);
    expect(labelStep(31)).toBe(8);
    expect(labelStep(92)).toBe(23);
  });
});

describe('axis amounts', () => {
  it('are short: thousands as K', () => {
    expect(compactAmount(12_000, 'en')).toBe('12K');
    expect(compactAmount(1_500_000, 'en')).toBe('1.5M');
    expect(compactAmount(-850.5, 'en')).toBe('-850.5');
  });
});
