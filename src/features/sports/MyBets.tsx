/**
 * My bets: the member's open or settled bets (sub-tabs), each with its mode, stake, price, the
 * potential return (open) or the payout (settled), a status chip and its legs with their result
 * and score. Offline it opens from the device copy. A visitor is asked to sign in.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { SportBet } from '../../api/sports-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { session } from '../../state/session';
import { useLoaded } from '../../ui/useLoaded';
import { formatDateTime, formatOdds } from './format';
import { MODE_KEYS, SELECTION_KEYS, STATUS_KEYS } from './catalogue-keys';
import { useMoney } from '../../ui/useMoney';

type BetsTab = 'open' | 'settled';

export function MyBets({ version }: { version: number }) {
  const { t } = useT();
  const { info, userKey } = useSnapshot(session);
  const [status, setStatus] = useState<BetsTab>('open');
  if (!info) {
    return (
      <p className="sports-note">
        <Link href={href('login')}>{t('sports_sign_in_for_bets')}</Link>
      </p>
    );
  }
  // Signed in, the worker still restoring the session: a frame, not a flash of "failed".
  if (!userKey) return <div className="sports-loading" role="status" aria-busy="true" aria-label={t('sports_loading')} />;
  return (
    <div className="sports-bets">
      <div className="tabs sports-bets__tabs" role="group" aria-label={t('sports_tab_bets')}>
        {(['open', 'settled'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`tabs__tab${status === option ? ' tabs__tab--active' : ''}`}
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {t(option === 'open' ? 'sports_bets_open' : 'sports_bets_settled')}
          </button>
        ))}
      </div>
      <BetList key={`${userKey}:${status}`} status={status} version={version} />
    </div>
  );
}

function BetList({ status, version }: { status: BetsTab; version: number }) {
  const { t } = useT();
  const [pageNo, setPageNo] = useState(1);
  const { value, failed } = useLoaded(`sports.bets:${status}:${pageNo}:${version}`, () => worker().sports.bets(status, pageNo));
  if (!value) {
    if (failed) return <p className="sports-note" role="alert">{t('sports_bets_failed')}</p>;
    return <div className="sports-loading" role="status" aria-busy="true" aria-label={t('sports_loading')} />;
  }
  return (
    <>
      {value.list.length === 0 && <p className="sports-note">{t(status === 'open' ? 'sports_bets_none_open' : 'sports_bets_none_settled')}</p>}
      <ul className="sports-bets__list" data-testid={`sports-bets-${status}`}>
        {value.list.map((bet) => (
          <BetCard key={bet.betNo} bet={bet} />
        ))}
      </ul>
      {value.totalPages > 1 && (
        <div className="sports-pager">
          <button type="button" className="button button--ghost" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
            {t('sports_page_prev')}
          </button>
          <span>{t('sports_page_of', { page: value.pageNo, pages: value.totalPages })}</span>
          <button type="button" className="button button--ghost" disabled={pageNo >= value.totalPages} onClick={() => setPageNo((n) => n + 1)}>
            {t('sports_page_next')}
          </button>
        </div>
      )}
    </>
  );
}

function BetCard({ bet }: { bet: SportBet }) {
  const { t, language } = useT();
  const money = useMoney();
  return (
    <li className="sports-bet" data-testid="sports-bet" data-bet-no={bet.betNo} data-status={bet.status}>
      <div className="sports-bet__head">
        <strong>{t(MODE_KEYS[bet.mode])}</strong>
        <span className={`sports-chip sports-chip--${bet.status}`} data-testid="sports-bet-status">
          {t(STATUS_KEYS[bet.status])}
        </span>
      </div>
      <p className="sports-bet__no">{t('sports_bet_no', { no: bet.betNo, time: formatDateTime(bet.createdAt, language) })}</p>
      <dl className="sports-bet__figures">
        <div>
          <dt>{t('sports_stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sports_odds')}</dt>
          <dd>{formatOdds(bet.price, language)}</dd>
        </div>
        <div>
          <dt>{t(bet.status === 'open' ? 'sports_potential_return' : 'sports_payout')}</dt>
          <dd data-testid="sports-bet-return">{money(bet.status === 'open' ? bet.potentialPayout : bet.payout)}</dd>
        </div>
      </dl>
      <ul className="sports-bet__legs">
        {bet.legs.map((leg) => (
          <li key={`${leg.matchId}:${leg.selection}`} className="sports-bet__leg">
            <span className="sports-bet__match">{t('sports_match_name', { home: leg.home, away: leg.away })}</span>
            <span>
              {leg.selection === 'draw' ? t(SELECTION_KEYS.draw) : leg.selection === 'home' ? leg.home : leg.away} · {formatOdds(leg.price, language)}
            </span>
            <span className="sports-bet__result">
              {leg.score && <span className="sports-bet__score">{leg.score}</span>}
              <span className={`sports-chip sports-chip--${leg.result}`}>{t(STATUS_KEYS[leg.result])}</span>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
