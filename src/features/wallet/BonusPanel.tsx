/**
 * The deposit bonus still being wagered: what it locks, and the settled turnover counted against
 * what it asks. Shown only while a bonus is active; a completed or forfeited one locks nothing.
 */
import type { BonusWagering } from '../../api/bonus-wire';
import { useT } from '../../i18n/useT';
import { Money } from './Money';
// The promotion detail shows this card outside the wallet page, so it brings its own styles.
import './wallet.css';

export function BonusPanel({ bonus, refreshing }: { bonus: BonusWagering | null | undefined; refreshing: boolean }) {
  const { t } = useT();
  if (!bonus || bonus.state !== 'active') return null;
  const percent = bonus.required > 0 ? Math.min(100, Math.floor((bonus.turnover / bonus.required) * 100)) : 100;
  return (
    <section className="wallet-bonus" aria-label={t('wallet_bonus_title')} data-testid="wallet-bonus">
      <h2 className="wallet-heading">{t('wallet_bonus_title')}</h2>
      <dl className="wallet-card__figures">
        <div>
          <dt>{t('wallet_bonus_locked')}</dt>
          <dd>
            <Money amount={bonus.locked} refreshing={refreshing} testId="wallet-bonus-locked" />
          </dd>
        </div>
        <div>
          <dt>{t('wallet_bonus_wagered')}</dt>
          <dd data-testid="wallet-bonus-progress">
            <Money amount={bonus.turnover} refreshing={refreshing} /> / <Money amount={bonus.required} refreshing={refreshing} />
          </dd>
        </div>
      </dl>
      <progress className="wallet-bonus__bar" max={100} value={percent} aria-label={t('wallet_bonus_wagered')} />
      <p className="wallet-note">{t('wallet_bonus_note')}</p>
    </section>
  );
}
