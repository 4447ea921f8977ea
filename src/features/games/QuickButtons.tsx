import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import type { DataType } from './list-rules';

const BUTTONS: { type: DataType; key: 'games_recent' | 'games_favourites' | 'hot_games'; personal: boolean }[] = [
  { type: 'RECENT', key: 'games_recent', personal: true },
  { type: 'FAV', key: 'games_favourites', personal: true },
  { type: 'HOT', key: 'hot_games', personal: false },
];

/**
 * Recent, favourites, hot (SPEC §2). Without a token the personal ones go to /m/login (SPEC §6); a
 * trial guest keeps no favourites, so it has no favourites button.
 */
export function QuickButtons({ active, onSelect }: { active: DataType; onSelect: (type: DataType) => void }) {
  const { t } = useT();
  const { info } = useSnapshot(session);
  return (
    <div className="quick-buttons">
      {BUTTONS.filter(({ type }) => type !== 'FAV' || !isTrial(info)).map(({ type, key, personal }) => (
        <button
          key={type}
          type="button"
          className={`quick-buttons__button${active === type ? ' quick-buttons__button--on' : ''}`}
          aria-pressed={active === type}
          onClick={() => (personal && !info ? navigate(href('login')) : onSelect(active === type ? 'ALL' : type))}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
