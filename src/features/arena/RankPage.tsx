/**
 * The leaderboard (SPEC §7 rank list, /m/rank?period=): period tabs (today, 7 days, 30 days), a
 * podium for the top three and a list for the rest, and when the figures were made. Read network
 * first; offline the service worker's copy opens, marked as a copy.
 */
import { useLocation, useSearch } from 'wouter';
import { RANK_PERIODS, type RankEntry } from '../../api/arena-wire';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { PERIOD_KEYS, periodOf, podiumOf } from './arena-rules';
import { AsOfNote } from './AsOfNote';
import { useRank } from './useArena';
import { Tabs } from '../../ui/Tabs';
import './arena.css';
import { useMoney } from '../../ui/useMoney';

export default function RankPage() {
  useCatalogueArea('arena');
  const { t } = useT();
  const [, navigate] = useLocation();
  const period = periodOf(new URLSearchParams(useSearch()).get('period'));
  const rank = useRank(period);
  // The last value stays while a new period is read: show it only when it is this period's.
  const value = rank.value?.period === period ? rank.value : undefined;

  return (
    <section className="arena-rank" aria-label={t('rank_list')}>
      <Tabs
        className="arena-tabs"
        label={t('arena_periods')}
        options={RANK_PERIODS.map((id) => ({ id, label: t(PERIOD_KEYS[id]) }))}
        active={period}
        onSelect={(p) => navigate(href('rank', { period: p }), { replace: true })}
      />
      <div role="tabpanel" aria-label={t(PERIOD_KEYS[period])} data-testid="rank-panel" data-period={value?.period}>
        {!value && !rank.failed && (
          <p className="arena-note" role="status" aria-busy="true">
            {t('arena_loading')}
          </p>
        )}
        {!value && rank.failed && (
          <div className="arena-note" role="alert">
            <p>{t('arena_load_failed')}</p>
            <button type="button" className="button button--ghost" onClick={rank.reload}>
              {t('retry')}
            </button>
          </div>
        )}
        {value && (
          <>
            <p className="arena-range">{t('arena_range', { from: value.from, to: value.to })}</p>
            {value.list.length === 0 ? <p className="arena-note">{t('arena_rank_empty')}</p> : <Standings list={value.list} />}
            <AsOfNote asOf={value.asOf} />
          </>
        )}
      </div>
    </section>
  );
}

function Standings({ list }: { list: RankEntry[] }) {
  const { t } = useT();
  const money = useMoney();
  const { podium, rest } = podiumOf(list);
  return (
    <>
      <ol className="arena-podium" aria-label={t('arena_podium')}>
        {podium.map((entry) => (
          <li key={entry.rank} className={`arena-podium__step arena-podium__step--${entry.rank}`} value={entry.rank} data-testid="rank-entry">
            <span className="arena-podium__medal" aria-hidden="true">
              {entry.rank}
            </span>
            <span className="arena-sr">{t('arena_rank_place', { rank: String(entry.rank) })}</span>
            <span className="arena-podium__name">{entry.name}</span>
            <span className="arena-podium__won">{money(entry.winnings)}</span>
            <span className="arena-podium__bets">{t('arena_bets', { count: String(entry.bets) })}</span>
          </li>
        ))}
      </ol>
      {rest.length > 0 && (
        <ol className="arena-list" start={rest[0]!.rank}>
          {rest.map((entry) => (
            <li key={entry.rank} className="arena-list__row" data-testid="rank-entry">
              <span className="arena-list__rank" aria-hidden="true">
                {entry.rank}
              </span>
              <span className="arena-list__who">
                <span className="arena-list__name">{entry.name}</span>
                <span className="arena-list__bets">{t('arena_bets', { count: String(entry.bets) })}</span>
              </span>
              <span className="arena-list__won">{t('arena_won', { amount: money(entry.winnings) })}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
