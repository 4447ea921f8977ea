/**
 * A tab's matches (upcoming or live), grouped by league: teams, kick-off time or the minute and
 * score with a live dot, and the three prices. Says how old the odds are, and marks them stale
 * when the list is a device copy (offline) or older than 30 s.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { SPORT_SELECTIONS, type SportMatch, type SportSelection } from '../../api/sports-wire';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { formatClock, formatKickoff } from './format';
import { byLeague, isStale, type PriceMove } from './market-rules';
import { PriceButton } from './PriceButton';
import { isSelected, type Slip } from './slip-rules';
import { useMatches } from './useMatches';

/** Re-render now and then so "stale" appears when the odds grow old on a quiet page. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function MatchList({ status, slip, onToggle }: { status: 'upcoming' | 'live'; slip: Slip; onToggle: (match: SportMatch, selection: SportSelection) => void }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const { value, failed, moves } = useMatches(status);
  const now = useNow(5_000);

  if (!value) {
    if (failed) return <p className="sports-note" role="alert">{t(online ? 'sports_matches_failed' : 'sports_matches_offline_none')}</p>;
    return <div className="sports-loading" role="status" aria-busy="true" aria-label={t('sports_loading')} />;
  }
  const stale = isStale(value.asOf, now, online);
  return (
    <div className="sports-matches" data-testid={`sports-${status}`}>
      <p className="sports-asof" data-testid="sports-asof">
        {t('sports_as_of', { time: formatClock(value.asOf, language) })}
      </p>
      {stale && (
        <p className="sports-stale" role="status" data-testid="sports-stale">
          {t(online ? 'sports_stale_old' : 'sports_stale_offline')}
        </p>
      )}
      {value.list.length === 0 && <p className="sports-note">{t(status === 'live' ? 'sports_none_live' : 'sports_none_upcoming')}</p>}
      {byLeague(value.list).map((group) => (
        <section key={group.league} className="sports-league" aria-label={group.league}>
          <h2 className="sports-league__name">{group.league}</h2>
          <ul className="sports-league__list">
            {group.matches.map((match) => (
              <MatchCard key={match.id} match={match} slip={slip} moves={moves} onToggle={onToggle} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MatchCard({ match, slip, moves, onToggle }: { match: SportMatch; slip: Slip; moves: Map<string, PriceMove>; onToggle: (match: SportMatch, selection: SportSelection) => void }) {
  const { t, language } = useT();
  const live = match.status === 'live';
  const teams = { home: match.home, draw: '', away: match.away } satisfies Record<SportSelection, string>;
  return (
    <li className="sports-match" data-testid="sports-match" data-match-id={match.id}>
      <div className="sports-match__head">
        <span className="sports-match__teams">
          <span className="sports-match__team">
            <span>{match.home}</span>
            {live && <strong className="sports-match__score">{match.homeScore}</strong>}
          </span>
          <span className="sports-match__team">
            <span>{match.away}</span>
            {live && <strong className="sports-match__score">{match.awayScore}</strong>}
          </span>
        </span>
        <span className="sports-match__when">
          {live ? (
            <>
              <i className="sports-live-dot" aria-hidden="true" />
              {t('sports_minute', { minute: match.minute ?? 0 })}
            </>
          ) : (
            formatKickoff(match.kickoffAt, language)
          )}
        </span>
      </div>
      {!match.open && <p className="sports-match__closed">{t('sports_market_suspended')}</p>}
      <div className="sports-match__prices" role="group" aria-label={t('sports_match_name', { home: match.home, away: match.away })}>
        {SPORT_SELECTIONS.map((selection) => (
          <PriceButton
            key={selection}
            selection={selection}
            team={teams[selection]}
            price={match.prices?.[selection]}
            open={match.open}
            selected={isSelected(slip, match.id, selection)}
            move={moves.get(`${match.id}:${selection}`)}
            onToggle={() => onToggle(match, selection)}
          />
        ))}
      </div>
    </li>
  );
}
