/**
 * Member P&L report (SPEC §7): one downline's own figures over the team's period — the totals,
 * a small chart of the days (ReportChart, from the same report), then each day with activity,
 * newest first. A popup over the team list, so the list keeps its
 * place; offline it shows the last copy the device kept of that report.
 */
import type { Downline, ReportRow } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { Popup } from '../../ui/Popup';
import { Figure } from './Figure';
import { ReportChart } from './ReportChart';
import { LoadNote } from './LoadNote';
import type { Period } from './period';
import { useMemberReport } from './useAgentData';
import { useMoney } from '../../ui/useMoney';

const dayLabel = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function MemberReportSheet({ downline, period, onClose }: { downline: Pick<Downline, 'memberId' | 'account'>; period: Period; onClose: () => void }) {
  const { t, language } = useT();
  const money = useMoney();
  const report = useMemberReport(downline.memberId, period);
  const value = report.value;
  return (
    <Popup title={t('agent_report_title', { account: downline.account })} onClose={onClose} name="agent-report">
      <p className="agent-note">
        {t('agent_period_days', { days: `${dayLabel(period.from, language)} – ${dayLabel(period.to, language)}` })}
      </p>
      {value ? (
        <div className="agent-report" data-testid="agent-report">
          <Totals totals={value.totals} />
          {value.days.length === 0 ? (
            <p className="agent-note" data-testid="agent-report-empty">
              {t('agent_report_empty')}
            </p>
          ) : (
            <>
              <ReportChart report={value} />
              <table className="agent-table" data-testid="agent-report-days">
                <caption className="agent-table__caption">{t('agent_report_days')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent_report_day')}</th>
                    <th scope="col">{t('agent_report_bets')}</th>
                    <th scope="col">{t('agent_kpi_turnover')}</th>
                    <th scope="col">{t('agent_kpi_win_loss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.days.map((row) => (
                    <tr key={row.day} data-testid="agent-report-day" data-day={row.day}>
                      <th scope="row">{dayLabel(row.day, language)}</th>
                      <td>{row.bets.toLocaleString(language)}</td>
                      <td>{money(row.turnover)}</td>
                      <td className={row.winLoss > 0 ? 'agent-up' : row.winLoss < 0 ? 'agent-down' : undefined}>
                        {row.winLoss > 0 ? '+' : ''}
                        {money(row.winLoss)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      ) : (
        <LoadNote loaded={report} />
      )}
    </Popup>
  );
}

function Totals({ totals }: { totals: ReportRow }) {
  const { t } = useT();
  return (
    <dl className="agent-kpi agent-report__totals" aria-label={t('agent_report_totals')} data-testid="agent-report-totals">
      <Figure label={t('agent_kpi_deposits')} value={totals.deposits} testId="report-deposits" />
      <Figure label={t('agent_kpi_withdrawals')} value={totals.withdrawals} testId="report-withdrawals" />
      <Figure label={t('agent_report_bets')} value={totals.bets} kind="count" testId="report-bets" />
      <Figure label={t('agent_kpi_turnover')} value={totals.turnover} testId="report-turnover" />
      <Figure label={t('agent_report_payout')} value={totals.payout} testId="report-payout" />
      <Figure label={t('agent_kpi_win_loss')} value={totals.winLoss} signed testId="report-win-loss" />
    </dl>
  );
}
