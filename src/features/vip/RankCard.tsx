/**
 * The member's rank (SPEC §4, §7 MCSFE_getPlayerRankProgress): the label, the bar of the next
 * level's conditions met (completed / total, the SPEC's figure; full at the top of the ladder) and,
 * beside it, each condition's own progress (ConditionRow), so a condition all but met shows as such.
 */
import type { VipProgress } from '../../api/vip-wire';
import { useT } from '../../i18n/useT';
import { ConditionRow } from './ConditionRow';

export function RankCard({ progress }: { progress: VipProgress }) {
  const { t } = useT();
  const next = progress.playerRankProgress;
  const percent = Math.round(progress.progress * 100);
  const { completedConditions: done, totalExpectedConditions: total } = progress.currentProgress;
  return (
    <section className="vip-card vip-rank" aria-label={t('vip_your_rank')} data-testid="vip-rank">
      <p className="vip-rank__caption">{t('vip_your_rank')}</p>
      <p className="vip-rank__label" data-testid="vip-rank-label">
        <span className="vip-rank__badge" aria-hidden="true">
          {progress.level || '–'}
        </span>
        {progress.labelName || t('vip_no_rank')}
      </p>
      <div className="vip-rank__progress">
        <div className="vip-rank__progress-head">
          <span>{next ? t('vip_next_rank', { name: next.labelName }) : t('vip_top_rank')}</span>
          <span data-testid="vip-progress-percent">{percent}%</span>
        </div>
        <div
          className="vip-bar"
          role="progressbar"
          aria-label={next ? t('vip_next_rank', { name: next.labelName }) : t('vip_top_rank')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="vip-bar__fill" style={{ width: `${percent}%` }} />
        </div>
        {next && <p className="vip-note">{t('vip_conditions_met', { done: String(done), total: String(total) })}</p>}
      </div>
      {progress.conditions.length > 0 && (
        <ul className="vip-conditions" aria-label={t('vip_conditions_heading')}>
          {progress.conditions.map((condition) => (
            <ConditionRow key={condition.kind} condition={condition} />
          ))}
        </ul>
      )}
    </section>
  );
}
