/**
 * One downline in the team list: who (account, nickname, level, agent), its rate and team, its
 * figures over the period; a tap opens its actions — set rebate (direct downlines only: an agent
 * sets the rates of its own level A), transfer, and the P&L report.
 */
import { useId, useState } from 'react';
import type { Downline } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { formatRate, levelLetter } from './agent-rules';
import { MemberReportSheet } from './MemberReportSheet';
import type { Period } from './period';
import { SetRebateForm } from './SetRebateForm';
import { TransferForm } from './TransferForm';
import { useMoney } from '../../ui/useMoney';

type Action = 'rebate' | 'transfer' | null;

export function DownlineRow({ downline, period, ownRate, onChanged }: {
  downline: Downline;
  period: Period;
  ownRate: number | undefined;
  onChanged: () => void;
}) {
  const { t, language } = useT();
  const money = useMoney();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const [report, setReport] = useState(false);
  const direct = downline.level === 1;
  const tone = downline.winLoss > 0 ? ' agent-up' : downline.winLoss < 0 ? ' agent-down' : '';

  return (
    <li className={`agent-downline${open ? ' agent-downline--open' : ''}`} data-testid="agent-downline" data-account={downline.account}>
      <button type="button" className="agent-downline__head" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span className="agent-downline__who">
          <span className="agent-downline__account">{downline.account}</span>
          {downline.nickname && downline.nickname !== downline.account && <span className="agent-downline__nick">{downline.nickname}</span>}
        </span>
        <span className="agent-downline__badges">
          <span className="agent-badge" title={t('agent_level_named', { level: levelLetter(downline.level) })} data-testid="downline-level">
            {levelLetter(downline.level)}
          </span>
          {downline.isAgent && <span className="agent-badge agent-badge--agent">{t('agent_badge')}</span>}
          <span className="agent-downline__rate" data-testid="downline-rate">
            {formatRate(downline.rebateRate, language)}
          </span>
        </span>
        <span className="agent-downline__figures">
          <span>{t('agent_row_team', { count: downline.teamSize, n: downline.teamSize.toLocaleString(language) })}</span>
          <span>{t('agent_row_deposits', { amount: money(downline.deposits) })}</span>
          <span>{t('agent_row_turnover', { amount: money(downline.turnover) })}</span>
          <span className={tone.trim()}>{t('agent_row_win_loss', { amount: `${downline.winLoss > 0 ? '+' : ''}${money(downline.winLoss)}` })}</span>
        </span>
      </button>
      {open && (
        <div id={panelId} className="agent-downline__panel" role="group" aria-label={t('agent_actions_for', { account: downline.account })}>
          <p className="agent-note">{t('agent_row_upline', { account: downline.uplineAccount })}</p>
          <div className="agent-downline__actions">
            {direct && (
              <button type="button" className={`button button--ghost${action === 'rebate' ? ' agent-action--on' : ''}`} aria-pressed={action === 'rebate'} onClick={() => setAction(action === 'rebate' ? null : 'rebate')}>
                {t('agent_set_rebate')}
              </button>
            )}
            <button type="button" className={`button button--ghost${action === 'transfer' ? ' agent-action--on' : ''}`} aria-pressed={action === 'transfer'} onClick={() => setAction(action === 'transfer' ? null : 'transfer')}>
              {t('agent_transfer')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setReport(true)}>
              {t('agent_report')}
            </button>
          </div>
          {action === 'rebate' && direct && <SetRebateForm downline={downline} ownRate={ownRate} onSaved={onChanged} />}
          {action === 'transfer' && <TransferForm downline={downline} />}
        </div>
      )}
      {report && <MemberReportSheet downline={downline} period={period} onClose={() => setReport(false)} />}
    </li>
  );
}
