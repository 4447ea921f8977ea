/**
 * The page's one listener of the live channel, started after the first render (app/background.ts):
 * events go to the views that asked (state.ts), the stream's status to `liveState.connected`, a
 * money decision to a toast. It also tells this tab's worker whether the page is seen and online,
 * which decides whether that worker may hold the device's stream (worker/live).
 */
import { subscribeKey } from 'valtio/utils';
import type { MoneyDecision } from '../../api/live-events';
import { listen } from '../../api/names';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { appState } from '../../state/app';
import { showToast, TOAST_MS } from '../../state/toasts';
import { followAppBadge } from './app-badge';
import { deliverLiveEvent, liveState } from './state';

/**
 * What the player reads for each decision on their money (the header's balance follows by itself):
 * with the amount when the event carries one, else the words alone.
 */
export const MONEY_TOASTS: Record<MoneyDecision, { withAmount?: MessageKey; alone: MessageKey }> = {
  deposit_paid: { withAmount: 'live_deposit_paid_amount', alone: 'live_deposit_paid' },
  deposit_rejected: { withAmount: 'live_deposit_rejected_amount', alone: 'live_deposit_rejected' },
  withdrawal_approved: { withAmount: 'live_withdrawal_approved_amount', alone: 'live_withdrawal_approved' },
  withdrawal_rejected: { withAmount: 'live_withdrawal_rejected_amount', alone: 'live_withdrawal_rejected' },
  bonus_available: { alone: 'live_bonus_available' },
};

/** The toast for a money decision. */
export function moneyToast(decision: MoneyDecision, amount: number | undefined): { key: MessageKey; amount?: number } {
  const words = MONEY_TOASTS[decision];
  return words.withAmount && amount !== undefined ? { key: words.withAmount, amount } : { key: words.alone };
}

function tellWorker(): void {
  const visible = document.visibilityState !== 'hidden';
  void worker()
    .live.setPage({ visible, online: appState.online })
    // null: being opened, or held by another tab; the channel says which when it knows.
    .then((connected) => {
      if (connected !== null) liveState.connected = connected;
    })
    .catch(() => undefined); // no worker (the database is unavailable): the views keep polling
}

let started = false;

export function startLiveChannel(): void {
  if (started) return;
  started = true;
  listen((message) => {
    if (message.type === 'live-status') liveState.connected = message.connected;
    if (message.type !== 'live') return;
    if (message.event.kind === 'money') {
      const toast = moneyToast(message.event.decision, message.event.amount);
      showToast(toast.key, TOAST_MS.long, undefined, toast.amount);
    }
    deliverLiveEvent(message.event, message.id);
  });
  document.addEventListener('visibilitychange', tellWorker);
  subscribeKey(appState, 'online', tellWorker);
  tellWorker();
  followAppBadge();
}
