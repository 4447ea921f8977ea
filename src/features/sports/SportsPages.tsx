/**
 * The sportsbook (SPEC §1 sports; §2 /m/in-play): /m/sportsbook?game=CODE&tab= and /m/in-play
 * (the same page, on the live tab). Three tabs — upcoming matches, live matches, my bets — and
 * the bet slip, kept on the device. Without `game` (the in-play address), the first SPORTS game
 * the device knows is the sportsbook the slip is placed in. A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { SportMatch, SportSelection } from '../../api/sports-wire';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href, pathOf } from '../../routes';
import { showToast } from '../../state/toasts';
import { BetSlip } from './BetSlip';
import { SPORTS_TABS, type SportsTab } from './market-rules';
import { MatchList } from './MatchList';
import { MyBets } from './MyBets';
import { toggleSelection } from './slip-rules';
import { useSlip } from './useSlip';
import { tabFrom } from '../../ui/tab-choice';
import { Tabs } from '../../ui/Tabs';
import './sports.css';

const TAB_KEYS: Record<SportsTab, MessageKey> = { upcoming: 'sports_tab_upcoming', live: 'sports_tab_live', bets: 'sports_tab_bets' };

const LAST_GAME_KEY = 'lobby.sports.game';

function lastGame(): string {
  try {
    return localStorage.getItem(LAST_GAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The sportsbook the slip is placed in: the address's, else the last one opened on this device,
 * else the first SPORTS game the device knows ('' when none: the slip then points to the list).
 */
function useGame(named: string): string | undefined {
  useEffect(() => {
    try {
      if (named) localStorage.setItem(LAST_GAME_KEY, named);
    } catch {
      // Storage refused: the in-play address falls back to the catalogue.
    }
  }, [named]);
  return useLiveQuery(async () => {
    const known = named || lastGame();
    if (known) return known;
    const game = await db.games.filter((row) => row.gameCategory === 'SPORTS').first();
    return game?.gameCode ?? '';
  }, [named]);
}

export default function SportsPages() {
  // The money and connection texts are in messages; the page's own in sports.
  useCatalogueArea('messages');
  useCatalogueArea('sports');
  const { t } = useT();
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const inPlay = location === pathOf('inPlay');
  // /m/in-play opens on live unless the address names another tab.
  const tab = tabFrom(SPORTS_TABS, query.get('tab'), inPlay ? 'live' : 'upcoming');
  const game = useGame(query.get('game') ?? '');
  const { slip, update } = useSlip();
  const [betsVersion, setBetsVersion] = useState(0);

  const open = (next: SportsTab) => navigate(href(inPlay ? 'inPlay' : 'sportsbook', { game: query.get('game') ?? undefined, tab: next }), { replace: true });
  const toggle = (match: SportMatch, selection: SportSelection) => {
    const { slip: next, refused } = toggleSelection(slip, match, selection);
    if (refused) return showToast(refused === 'slip_full' ? 'sports_slip_full' : 'sports_market_suspended');
    update(() => next);
  };

  return (
    <section className="sports" aria-label={t('sportsbook')} data-testid="sportsbook">
      <Tabs
        className="sports-tabs"
        label={t('sports_tabs')}
        options={SPORTS_TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
        active={tab}
        onSelect={open}
        idPrefix="sports-tab"
        panelId="sports-panel"
      />
      <div id="sports-panel" role="tabpanel" aria-labelledby={`sports-tab-${tab}`} className="sports-panel">
        {tab === 'bets' ? <MyBets version={betsVersion} /> : <MatchList key={tab} status={tab} slip={slip} onToggle={toggle} />}
        {game === '' && tab !== 'bets' && (
          <p className="sports-note">
            <Link href={href('sportGames')}>{t('sports_no_game')}</Link>
          </p>
        )}
      </div>
      {game && <BetSlip gameCode={game} slip={slip} update={update} onPlaced={() => setBetsVersion((n) => n + 1)} />}
    </section>
  );
}
