/**
 * The P&L report's chart: each day of the period, turnover and win/loss side by side, drawn from
 * the same report the table below lists (the device's last copy offline), with a summary in words
 * for a screen reader. The table stays the full account.
 */
import type { AgentMemberReport } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { BarChart } from './BarChart';
import { CHART_COLOURS, compactAmount } from './chart-format';
import { dailyBars, labelStep, peakOf } from './chart-data';
import type { Period } from './period';
import { useMoney } from '../../ui/useMoney';

const dayLabel = (day: string, language: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Drawn over the days the report itself covers, so a kept copy draws what it lists. */
export function ReportChart({ report }: { report: AgentMemberReport }) {
  const { t, language } = useT();
  const money = useMoney();
  const period: Period = { from: report.from, to: report.to };
  const data = dailyBars(period, report.days);
  const [turnover, winLoss] = data.series;
  const peak = peakOf(data, 0);
  const step = labelStep(data.slots.length);
  const range = { from: dayLabel(period.from, language), to: dayLabel(period.to, language) };
  const description = peak
    ? t('agent_chart_days_summary', {
        ...range,
        active: report.days.length.toLocaleString(language),
        days: data.slots.length.toLocaleString(language),
        amount: money(peak.value),
        day: dayLabel(peak.slot, language),
        winLoss: money(report.totals.winLoss),
      })
    : t('agent_chart_days_none', range);
  return (
    <BarChart
      testId="agent-report-chart"
      title={t('agent_chart_days_title')}
      description={description}
      spec={{
        labels: data.slots.map((day, index) => (index % step === 0 ? dayLabel(day, language) : '')),
        series: [
          { label: t('agent_kpi_turnover'), values: turnover.values, colour: CHART_COLOURS.turnover },
          { label: t('agent_kpi_win_loss'), values: winLoss.values, colour: CHART_COLOURS.winLoss },
        ],
        height: 160,
        formatValue: (value) => compactAmount(value, language),
      }}
    />
  );
}
