/**
 * The detail's status and action (SPEC §4 activity status): Join or Apply is a real call, online
 * only (never queued: the member must know whether it took); Claim is the wallet's bonus claim
 * (ClaimBonusButton), a money call. A guest tapping Join signs in first. A deposit promotion's
 * bonus is never claimed: it is paid with a deposit made under it, so an approved application
 * there leads to the deposit page instead of a Claim the server would refuse.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { BonusWagering } from '../../api/bonus-wire';
import type { PromotionStatus } from '../../api/content-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { BonusPanel, ClaimBonusButton } from '../wallet';
import { actionFor } from './promotion-rules';
import { StatusLabel } from './StatusLabel';
import { refusalKey } from '../../ui/refusal';
import { supportEndpoints } from '../../api/endpoints/support';



export function PromotionActionBar({ promotionId, status }: { promotionId: number; status: PromotionStatus | undefined }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: MessageKey; tone: 'ok' | 'error' } | null>(null);
  const action = actionFor(status);
  // Approved, or joined where joining is all it asks: a deposit bonus is then paid with a deposit.
  const paidWithDeposit = useDepositPromotion(promotionId, action === 'claim' || status === 'joined');
  const wagering = useBonusWagering(promotionId, Boolean(info) && online);

  const take = async () => {
    if (!info) return navigate(href('login'));
    setBusy(true);
    setMessage(null);
    try {
      const result = await worker().promotions.join(promotionId);
      if (result.ok) setMessage({ key: result.status === 'applying' ? 'promotions_applied' : 'promotions_joined', tone: 'ok' });
      else setMessage({ key: refusalKey(supportEndpoints.promotionJoin, result.code, 'promotions_error_failed'), tone: 'error' });
    } catch {
      setMessage({ key: 'promotions_error_failed', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const label = action === 'apply' ? t('promotions_action_apply') : t('promotions_action_join');
  // A guest's tap only navigates, which works offline too.
  const needsNetwork = Boolean(info) && !online;

  return (
    <div className="promo-action" data-testid="promo-action">
      {/* Where there is an action, its button says it; otherwise the label tells where things stand. */}
      {action === null && <StatusLabel status={status} />}
      {(action === 'join' || action === 'apply') && (
        <button type="button" className="button promo-action__button" disabled={busy || needsNetwork} aria-busy={busy} onClick={take}>
          {label}
        </button>
      )}
      {needsNetwork && action !== null && action !== 'claim' && (
        <p className="promo-action__message" role="status">
          {t('promotions_offline_action')}
        </p>
      )}
      {/* Stays mounted once claimed, so its answer is still shown under the new status. */}
      {paidWithDeposit ? (
        <Link href={href('voucherCenter', { promotion: promotionId })} className="button promo-action__button" data-testid="promo-deposit-for-bonus">
          {t('promotions_deposit_for_bonus')}
        </Link>
      ) : (
        <ClaimBonusButton promotionId={promotionId} claimable={action === 'claim'} />
      )}
      <BonusPanel bonus={wagering} refreshing={false} />
      {message && (
        <p className={`promo-action__message promo-action__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {t(message.key)}
        </p>
      )}
    </div>
  );
}

/** Whether the promotion pays its bonus with a deposit (it is among the deposit page's promotions). */
function useDepositPromotion(promotionId: number, asked: boolean): boolean {
  const [found, setFound] = useState(false);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void worker()
      .deposit.promotions()
      .then((answer) => {
        if (live && answer.ok) setFound(answer.value.list.some((p) => p.id === promotionId));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [promotionId, asked]);
  return asked && found;
}

/** The member's bonus from this promotion while it is being wagered; null otherwise. */
function useBonusWagering(promotionId: number, asked: boolean): BonusWagering | null {
  const [wagering, setWagering] = useState<BonusWagering | null>(null);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void worker()
      .wallet.bonusProgress(promotionId)
      .then((answer) => {
        if (live && answer.ok) setWagering(answer.value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [promotionId, asked]);
  return wagering;
}
