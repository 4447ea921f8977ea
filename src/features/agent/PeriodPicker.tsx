/** The period the overview and the team list count over (UTC days), with its days spelled out. */
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n';
import { Chips } from './Chips';
import { PERIOD_KINDS, type Period, type PeriodKind } from './period';

const LABELS: Record<PeriodKind, MessageKey> = {
  today: 'agent_period_today',
  yesterday: 'agent_period_yesterday',
  last7: 'agent_period_last7',
  thisMonth: 'agent_period_this_month',
  lastMonth: 'agent_period_last_month',
};

/** "18 Jan" in the page's language, read as the UTC day it is. */
const dayLabel = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function PeriodPicker({ kind, period, onKind }: { kind: PeriodKind; period: Period; onKind: (kind: PeriodKind) => void }) {
  const { t, language } = useT();
  const days = period.from === period.to ? dayLabel(period.from, language) : `${dayLabel(period.from, language)} – ${dayLabel(period.to, language)}`;
  return (
    <div className="agent-period">
      <Chips
        label={t('agent_period')}
        options={PERIOD_KINDS.map((value) => ({ value, label: t(LABELS[value]) }))}
        value={kind}
        onChange={onKind}
        testId="agent-period"
      />
      <p className="agent-note" data-testid="agent-period-days">
        {t('agent_period_days', { days })}
      </p>
    </div>
  );
}
