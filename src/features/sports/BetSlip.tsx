/**
 * The bet slip: a bar with the count of selections that opens a bottom sheet — the selections
 * at their prices when added, Singles or Accumulator (with why not, when not possible), one
 * stake with quick chips, the total stake and the potential return, and "Place bet". A moved
 * price comes back as each leg's old → new with "Accept new odds"; a suspended market marks its leg.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { checkAmount, type AmountProblem } from '../../api/money';
import { SPORTS_STAKE, type SportBet, type SportBetMode } from '../../api/sports-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { AmountField } from '../../ui/AmountField';
import { Popup } from '../../ui/Popup';
import { formatOdds } from './format';
import { accumulatorProblem, acceptOdds, combinedPrice, legId, removeLeg, slipTotals, type AccumulatorProblem, type Slip } from './slip-rules';
import { usePlaceBet } from './usePlaceBet';
import { MODE_KEYS, SELECTION_KEYS } from './catalogue-keys';
import { useMoney } from '../../ui/useMoney';

const QUICK_STAKES = [10, 50, 100, 500] as const;

const PROBLEM_KEYS: Record<AccumulatorProblem, MessageKey> = {
  too_few: 'sports_acca_too_few',
  too_many: 'sports_acca_too_many',
  same_match: 'sports_acca_same_match',
};

export interface BetSlipProps {
  gameCode: string;
  slip: Slip;
  update: (change: (slip: Slip) => Slip) => void;
  onPlaced: (bets: SportBet[]) => void;
}

export function BetSlip(props: BetSlipProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const count = props.slip.legs.length;
  return (
    <>
      <button type="button" className="sports-slip-bar" onClick={() => setOpen(true)} data-testid="sports-slip-open" aria-haspopup="dialog">
        <span>{t('sports_slip')}</span>
        <span className="sports-slip-bar__count" data-testid="sports-slip-count" aria-label={t('sports_slip_count', { count })}>
          {count}
        </span>
      </button>
      {open && (
        <Popup title={t('sports_slip')} name="bet-slip" onClose={() => setOpen(false)}>
          <SlipSheet {...props} />
        </Popup>
      )}
    </>
  );
}

function SlipSheet({ gameCode, slip, update, onPlaced }: BetSlipProps) {
  const { t, language } = useT();
  const { info } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const placing = usePlaceBet((bets) => {
    update((current) => ({ ...current, legs: [] }));
    onPlaced(bets);
  });
  const { setConfirm } = placing;
  // An offer of new odds stands for the legs it was made on: a changed slip withdraws it.
  const legsKey = slip.legs.map((leg) => `${legId(leg.matchId, leg.selection)}@${leg.price}`).join(',');
  useEffect(() => setConfirm(null), [legsKey, setConfirm]);
  const money = useMoney();
  const accaProblem = accumulatorProblem(slip.legs);
  const mode: SportBetMode = slip.mode === 'accumulator' && !accaProblem ? 'accumulator' : 'single';
  const checked = checkAmount(slip.stake, SPORTS_STAKE);
  const totals = slipTotals(mode, checked.ok ? checked.amount : 0, slip.legs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!info) return navigate(href('login'));
    if (isTrial(info)) return placing.setNote({ key: 'sports_trial_register', tone: 'error' });
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok || slip.legs.length === 0) return;
    void placing.place(gameCode, { ...slip, mode }, checked.amount);
  };

  const acceptNewOdds = () => {
    const confirmed = placing.confirm;
    if (!confirmed || !checked.ok) return;
    const next = acceptOdds(slip, confirmed.value);
    update(() => next);
    // The refusal was definitive: the new prices make a new request, under a new key.
    void placing.place(gameCode, { ...next, mode }, checked.amount);
  };

  return (
    <form className="sports-slip" onSubmit={submit} noValidate data-testid="sports-slip">
      {slip.legs.length === 0 && <p className="sports-note">{t('sports_slip_empty')}</p>}
      <ul className="sports-slip__legs">
        {slip.legs.map((leg) => {
          const id = legId(leg.matchId, leg.selection);
          const suspended = placing.suspended.has(id);
          const pick = leg.selection === 'home' ? leg.home : leg.selection === 'away' ? leg.away : t(SELECTION_KEYS.draw);
          return (
            <li key={id} className={`sports-slip__leg${suspended ? ' sports-slip__leg--suspended' : ''}`} data-testid="sports-slip-leg">
              <div>
                <p className="sports-slip__match">{t('sports_match_name', { home: leg.home, away: leg.away })}</p>
                <p className="sports-slip__pick">
                  {pick} <strong>{formatOdds(leg.price, language)}</strong>
                </p>
                {suspended && <p className="sports-slip__suspended" role="alert">{t('sports_leg_suspended')}</p>}
              </div>
              <button
                type="button"
                className="icon-button sports-slip__remove"
                aria-label={t('sports_remove_leg', { pick, home: leg.home, away: leg.away })}
                onClick={() => {
                  update((current) => removeLeg(current, leg.matchId, leg.selection));
                  placing.forget(id);
                }}
              >
                <i className="icon icon--close" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>

      {slip.legs.length > 0 && (
        <>
          <div className="sports-slip__modes" role="group" aria-label={t('sports_mode')}>
            {(['single', 'accumulator'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`tabs__tab${mode === option ? ' tabs__tab--active' : ''}`}
                aria-pressed={mode === option}
                disabled={option === 'accumulator' && accaProblem !== null}
                onClick={() => update((current) => ({ ...current, mode: option }))}
              >
                {t(MODE_KEYS[option])}
              </button>
            ))}
          </div>
          {accaProblem && slip.legs.length > 0 && <p className="sports-slip__hint">{t(PROBLEM_KEYS[accaProblem])}</p>}
          <AmountField
            label={mode === 'single' ? t('sports_stake_each') : t('sports_stake')}
            value={slip.stake}
            onValue={(stake) => {
              update((current) => ({ ...current, stake }));
              if (problem) setProblem(null);
            }}
            limits={SPORTS_STAKE}
            problem={problem}
            quickAmounts={QUICK_STAKES}
            disabled={placing.busy}
          />
          <dl className="sports-slip__totals">
            {mode === 'accumulator' && (
              <div>
                <dt>{t('sports_combined_odds')}</dt>
                <dd>{formatOdds(combinedPrice(slip.legs.map((leg) => leg.price)), language)}</dd>
              </div>
            )}
            <div>
              <dt>{t('sports_total_stake')}</dt>
              <dd data-testid="sports-total-stake">{money(totals.totalStake)}</dd>
            </div>
            <div>
              <dt>{t('sports_potential_return')}</dt>
              <dd data-testid="sports-potential">{money(totals.potential)}</dd>
            </div>
          </dl>
        </>
      )}

      {placing.confirm && (
        <div className="sports-slip__changes" role="alert" data-testid="sports-odds-changed">
          <p>{t('sports_odds_changed')}</p>
          <ul>
            {placing.confirm.changes.map((change) => (
              <li key={legId(change.matchId, change.selection)}>
                {t('sports_odds_change_line', {
                  match: t('sports_match_name', { home: change.home, away: change.away }),
                  from: formatOdds(change.from, language),
                  to: formatOdds(change.to, language),
                })}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={acceptNewOdds} disabled={placing.busy}>
            {t('sports_accept_odds')}
          </button>
        </div>
      )}

      {placing.note && (
        <p className={`sports-slip__note sports-slip__note--${placing.note.tone}`} role={placing.note.tone === 'ok' ? 'status' : 'alert'} data-testid="sports-slip-note">
          {t(placing.note.key, placing.note.params)}
          {placing.note.key === 'sports_trial_register' && (
            <>
              {' '}
              <Link href={href('register')}>{t('sports_register')}</Link>
            </>
          )}
        </p>
      )}

      {slip.legs.length > 0 && !placing.confirm && (
        <button type="submit" className="button sports-slip__place" disabled={placing.busy} aria-busy={placing.busy} data-testid="sports-place">
          {info ? (totals.bets > 1 ? t('sports_place_bets', { count: totals.bets }) : t('sports_place_bet')) : t('sports_sign_in_to_bet')}
        </button>
      )}
    </form>
  );
}
