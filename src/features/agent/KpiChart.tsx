/**
 * The overview's chart: turnover and deposits of levels A, B and C side by side, drawn from the
 * same KPI answer the figures show (the device's last copy offline), with its words for a screen
 * reader. The figures stay the full account.
 */
import type { AgentKpi } from '../../api/agent-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { BarChart } from './BarChart';
import { CHART_COLOURS, compactAmount } from './chart-format';
import { levelBars } from './chart-data';
import { useMoney } from '../../ui/useMoney';

const LEVEL_KEYS: Record<'A' | 'B' | 'C', MessageKey> = { A: 'agent_level_a', B: 'agent_level_b', C: 'agent_level_c' };

export function KpiChart({ kpi }: { kpi: AgentKpi }) {
  const { t, language } = useT();
  const money = useMoney();
  const data = levelBars(kpi);
  const [turnover, deposits] = data.series;
  const description = [
    t('agent_chart_levels_title'),
    ...data.slots.map((level, index) =>
      t('agent_chart_level_item', {
        level,
        turnover: money(turnover.values[index]!),
        deposits: money(deposits.values[index]!),
      }),
    ),
  ].join('. ');
  return (
    <section className="agent-card" aria-label={t('agent_chart_levels_title')}>
      <BarChart
        testId="agent-kpi-chart"
        title={t('agent_chart_levels_title')}
        description={description}
        spec={{
          labels: data.slots.map((level) => t(LEVEL_KEYS[level as 'A' | 'B' | 'C'])),
          series: [
            { label: t('agent_kpi_turnover'), values: turnover.values, colour: CHART_COLOURS.turnover },
            { label: t('agent_kpi_deposits'), values: deposits.values, colour: CHART_COLOURS.deposits },
          ],
          height: 170,
          formatValue: (value) => compactAmount(value, language),
        }}
      />
    </section>
  );
}
