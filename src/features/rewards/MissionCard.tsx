/**
 * One task: title, period, status label (SPEC §4), description, progress bar, reward, and its
 * action — sign in today, go where the activity happens, or claim. The claim is a money call:
 * online only, one Idempotency-Key per claim that a lost answer resends; the worker reads the
 * header balance again after it. Offline every action is off and says a connection is needed.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ERROR_CODE } from '../../api/error-codes';
import type { Mission } from '../../api/records-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { missionAction, progressFigure, progressPercent, STATUS_KEYS } from './mission-rules';
import { useMoney } from '../../ui/useMoney';

type Message = { key: MessageKey; params?: Record<string, string>; tone: 'ok' | 'error' };

const TONE: Record<Mission['status'], string> = { claim: 'open', process: 'progress', 'coming soon': 'progress', claimed: 'done', close: 'over' };

export function MissionCard({ mission, signedIn, onDone }: { mission: Mission; signedIn: boolean; onDone: () => void }) {
  const { t } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey(`mission-claim-${mission.code}`);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const action = missionAction(mission, signedIn);
  const percent = progressPercent(mission);

  const claim = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await worker().records.claim(mission.code, operation.keyFor(`${mission.code}:${mission.periodKey}`));
      if (result.ok) {
        operation.settle();
        setMessage({ key: 'records_claim_done', params: { amount: money(result.value.reward) }, tone: 'ok' });
        onDone();
      } else if (result.transient) {
        setMessage({ key: result.code === ERROR_CODE.offline ? 'claim_needs_connection' : 'money_retry_same', tone: 'error' });
      } else {
        operation.settle();
        const key: MessageKey =
          result.code === ERROR_CODE.missionNotClaimable ? 'records_claim_not_claimable' : result.code === ERROR_CODE.trialNoMoney ? 'records_error_trial' : 'records_error_failed';
        setMessage({ key, tone: 'error' });
        onDone();
      }
    } catch {
      setMessage({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    setBusy(true);
    setMessage(null);
    const result = await worker().records.signIn();
    setBusy(false);
    if (result.ok) onDone();
    else setMessage({ key: result.transient ? 'claim_needs_connection' : 'records_error_failed', tone: 'error' });
  };

  return (
    <li className="mission" data-testid={`mission-${mission.code}`} data-status={mission.status}>
      <div className="mission__head">
        <h3 className="mission__title">{mission.title}</h3>
        <span className={`mission__status mission__status--${TONE[mission.status]}`} data-testid="mission-status">
          {t(STATUS_KEYS[mission.status])}
        </span>
      </div>
      <p className="mission__description">{mission.description}</p>
      <div className="mission__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={mission.title}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="mission__figures">
        <span>
          {t('records_progress', { progress: progressFigure(mission, mission.progress, money), target: progressFigure(mission, mission.target, money) })}
        </span>
        <span className="mission__period">{t(mission.period === 'daily' ? 'records_period_daily' : 'records_period_once')}</span>
      </div>
      <div className="mission__foot">
        <span className="mission__reward">{t('records_reward_amount', { amount: money(mission.reward) })}</span>
        {action.kind === 'claim' && (
          <button type="button" className="button mission__action" disabled={busy || !online} aria-busy={busy} onClick={() => void claim()}>
            {t('records_action_claim')}
          </button>
        )}
        {action.kind === 'signIn' && (
          <button type="button" className="button mission__action" disabled={busy || !online} aria-busy={busy} onClick={() => void signIn()}>
            {t('records_action_sign_in')}
          </button>
        )}
        {action.kind === 'go' &&
          (online ? (
            <Link href={href(action.route)} className="button button--ghost mission__action">
              {t('records_action_go')}
            </Link>
          ) : (
            <button type="button" className="button button--ghost mission__action" disabled>
              {t('records_action_go')}
            </button>
          ))}
        {mission.kind === 'daily_signin' && signedIn && (
          <span className="mission__signed">{t('records_signed_in')}</span>
        )}
      </div>
      {!online && (action.kind === 'claim' || action.kind === 'signIn') && <p className="mission__message">{t('claim_needs_connection')}</p>}
      {message && (
        <p className={`mission__message mission__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {t(message.key, message.params)}
        </p>
      )}
    </li>
  );
}
