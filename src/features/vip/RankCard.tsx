/**
 * The member's rank (SPEC §4, §7 MCSFE_getPlayerRankProgress): the label, the bar of the next
 * level's conditions met (completed / total; full at the top of the ladder) and each condition's
 * figures with a bar of its own, so every round shows.
 */
import { formatAmount } from '../../api/money';
import type { VipProgress } from '../../api/vip-wire';
import { useT } from '../../i18n/useT';
import { share } from './vip-rules';

export function RankCard({ progress }: { progress: VipProgress }) {
  const { t, language } = useT();
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
        <ul className="vip-conditions">
          {progress.conditions.map((condition) => (
            <li key={condition.kind} className={`vip-condition${condition.met ? ' vip-condition--met' : ''}`} data-testid={`vip-condition-${condition.kind}`}>
              <div className="vip-condition__head">
                <span>{t(condition.kind === 'turnover' ? 'vip_condition_turnover' : 'vip_condition_deposit')}</span>
                <span className="vip-condition__figures" data-testid="vip-condition-figures">
                  {formatAmount(condition.current, language)} / {formatAmount(condition.target, language)}
                </span>
              </div>
              <div className="vip-bar vip-bar--thin" aria-hidden="true">
                <span className="vip-bar__fill" style={{ width: `${Math.round(share(condition.current, condition.target) * 100)}%` }} />
              </div>
              {condition.met && <span className="vip-condition__met">✓ {t('vip_condition_met')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
