/**
 * The overview: the period, the team at a glance (size, own rate, commission) and one level's
 * figures (A, B, C or the whole team), a chart of the levels side by side, then the way to the
 * contract pages.
 */
import { useState } from 'react';
import type { KpiLevel } from '../../api/agent-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatRate, KPI_LEVELS } from './agent-rules';
import { Chips } from './Chips';
import { ContractsList } from './ContractsList';
import { Figure } from './Figure';
import { KpiChart } from './KpiChart';
import { LoadNote } from './LoadNote';
import { PeriodPicker } from './PeriodPicker';
import type { Period, PeriodKind } from './period';
import { useKpi } from './useAgentData';
import { useMoney } from '../../ui/useMoney';

const LEVEL_LABELS: Record<KpiLevel, MessageKey> = {
  A: 'agent_level_a',
  B: 'agent_level_b',
  C: 'agent_level_c',
  team: 'agent_level_team',
};

export function OverviewTab({ kind, period, onKind }: { kind: PeriodKind; period: Period; onKind: (kind: PeriodKind) => void }) {
  const { t, language } = useT();
  const money = useMoney();
  const kpi = useKpi(period);
  const [level, setLevel] = useState<KpiLevel>('team');
  const value = kpi.value;
  const figures = value?.levels[level];

  return (
    <div className="agent-stack">
      <PeriodPicker kind={kind} period={period} onKind={onKind} />
      {value && figures ? (
        <>
          <section className="agent-card agent-summary" aria-label={t('agent_kpi_heading')} data-testid="agent-summary">
            <h2 className="agent-card__title">{t('agent_kpi_heading')}</h2>
            <dl className="agent-summary__grid">
              <Figure label={t('agent_team_size')} value={value.teamSize} kind="count" testId="kpi-team-size" />
              <div className="agent-figure">
                <dt className="agent-figure__label">{t('agent_own_rate')}</dt>
                <dd className="agent-figure__value" data-testid="kpi-own-rate">
                  {formatRate(value.rebateRate, language)}
                </dd>
              </div>
              <div className="agent-figure agent-figure--wide">
                <dt className="agent-figure__label">{t('agent_commission')}</dt>
                <dd className="agent-figure__value agent-figure__value--accent" data-testid="kpi-commission-total">
                  {money(value.levels.team.commission)}
                </dd>
              </div>
            </dl>
          </section>
          <Chips
            label={t('agent_level')}
            options={KPI_LEVELS.map((option) => ({ value: option, label: t(LEVEL_LABELS[option]) }))}
            value={level}
            onChange={setLevel}
            testId="agent-kpi-level"
            even
          />
          <section className="agent-card" aria-label={t(LEVEL_LABELS[level])} data-testid="agent-kpi" data-level={level}>
            <dl className="agent-kpi">
              <Figure label={t('agent_kpi_members')} value={figures.members} kind="count" testId="kpi-members" />
              <Figure label={t('agent_kpi_new')} value={figures.newMembers} kind="count" testId="kpi-new" />
              <Figure label={t('agent_kpi_active')} value={figures.activeMembers} kind="count" testId="kpi-active" />
              <Figure label={t('agent_kpi_deposits')} value={figures.deposits} testId="kpi-deposits" />
              <Figure label={t('agent_kpi_withdrawals')} value={figures.withdrawals} testId="kpi-withdrawals" />
              <Figure label={t('agent_kpi_turnover')} value={figures.turnover} testId="kpi-turnover" />
              <Figure label={t('agent_kpi_win_loss')} value={figures.winLoss} signed testId="kpi-win-loss" />
              <Figure label={t('agent_commission')} value={figures.commission} testId="kpi-commission" />
            </dl>
            <p className="agent-note">{t('agent_kpi_win_loss_hint')}</p>
          </section>
          <KpiChart kpi={value} />
        </>
      ) : (
        <LoadNote loaded={kpi} />
      )}
      <ContractsList />
    </div>
  );
}
