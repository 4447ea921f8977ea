/** The ladder: each level's conditions, benefits and rebate rates; the member's own is marked. */
import type { VipLevel } from '../../api/vip-wire';
import { useT } from '../../i18n/useT';
import { benefitKey, formatRate, gameTypeKey, RATE_TYPES } from './vip-rules';
import { useMoney } from '../../ui/useMoney';

export function LevelList({ levels, current }: { levels: VipLevel[]; current: number | null }) {
  const { t, language } = useT();
  const money = useMoney();
  return (
    <ol className="vip-levels">
      {levels.map((level) => {
        const mine = level.level === current;
        const rates = RATE_TYPES.filter((type) => (level.rebateRates[type] ?? 0) > 0);
        return (
          <li
            key={level.level}
            className={`vip-card vip-level${mine ? ' vip-level--current' : ''}`}
            data-testid="vip-level"
            aria-current={mine ? 'true' : undefined}
          >
            <div className="vip-level__head">
              <span className="vip-rank__badge" aria-hidden="true">
                {level.level}
              </span>
              <h3 className="vip-level__name">{level.name}</h3>
              {mine && <span className="vip-level__mine">{t('vip_level_current')}</span>}
            </div>
            <p className="vip-note">
              {t('vip_level_requires', { turnover: money(level.minTurnover), deposit: money(level.minDeposit) })}
            </p>
            <h4 className="vip-level__subhead">{t('vip_benefits_heading')}</h4>
            <ul className="vip-benefits">
              {level.benefits.map((benefit) => {
                const key = benefitKey(benefit);
                if (!key) return null;
                const value = benefit.value === undefined ? '' : benefit.key === 'withdrawals_per_day' ? String(benefit.value) : money(benefit.value);
                return <li key={benefit.key}>{t(key, { value })}</li>;
              })}
            </ul>
            <h4 className="vip-level__subhead">{t('vip_rates_heading')}</h4>
            <ul className="vip-rates">
              {rates.map((type) => (
                <li key={type} className="vip-rate">
                  <span>{t(gameTypeKey(type))}</span>
                  <strong>{formatRate(level.rebateRates[type]!, language)}</strong>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
