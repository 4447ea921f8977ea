/**
 * One condition of the next VIP level with its own progress: where the member stands against it
 * (figures and percent), what is still missing, and a bar a screen reader reads as such. The
 * conditions-met figure above it (SPEC §4) says how many are done; this says how close each one is.
 */
import type { VipCondition } from '../../api/vip-wire';
import { useT } from '../../i18n/useT';
import { conditionPercent, formatPercent } from './vip-rules';
import { useMoney } from '../../ui/useMoney';

export function ConditionRow({ condition }: { condition: VipCondition }) {
  const { t, language } = useT();
  const money = useMoney();
  const label = t(condition.kind === 'turnover' ? 'vip_condition_turnover' : 'vip_condition_deposit');
  const percent = conditionPercent(condition);
  const figures = `${money(condition.current)} / ${money(condition.target)}`;
  const left = t('vip_condition_left', { amount: money(condition.remaining) });
  return (
    <li className={`vip-condition${condition.met ? ' vip-condition--met' : ''}`} data-testid={`vip-condition-${condition.kind}`}>
      <div className="vip-condition__head">
        <span>{label}</span>
        <span className="vip-condition__percent" data-testid="vip-condition-percent">
          {formatPercent(percent, language)}
        </span>
      </div>
      <div
        className="vip-bar vip-bar--thin"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatPercent(percent, language)}: ${figures}${condition.met ? '' : `, ${left}`}`}
      >
        <span className="vip-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="vip-condition__foot">
        <span className="vip-condition__figures" data-testid="vip-condition-figures">
          {figures}
        </span>
        {condition.met ? (
          <span className="vip-condition__met">✓ {t('vip_condition_met')}</span>
        ) : (
          <span className="vip-condition__left" data-testid="vip-condition-left">
            {left}
          </span>
        )}
      </div>
    </li>
  );
}
