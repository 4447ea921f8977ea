/**
 * Placing the slip as an order, the way every money call goes (DESIGN §3): online only and never
 * queued (offline, nothing is sent and the slip stays); one Idempotency-Key per order meant — the
 * same key again after a lost answer, so a retried tap places it once; a new key after a
 * definitive answer or when the slip or draw changes. A visitor goes to log in first.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ERROR_CODE } from '../../api/error-codes';
import type { LotteryOrderResult } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { isTrial, session } from '../../state/session';
import { useOperationKey } from '../../ui/useOperationKey';
import type { Note } from './BallsAndNotes';
import { lotteryErrorKey, writeOutcome } from './lottery-page-rules';
import type { SlipLine } from './slip-rules';

export function usePlaceOrder(gameCode: string, onPlaced: (result: LotteryOrderResult) => void, onDrawClosed: () => void) {
  const { online } = useSnapshot(appState);
  const { info } = useSnapshot(session);
  const [, navigate] = useLocation();
  const operation = useOperationKey(`lottery-order-${gameCode}`);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  async function place(drawNo: string, lines: readonly SlipLine[]): Promise<void> {
    if (!info) return navigate(href('login'));
    if (isTrial(info)) return setNote({ key: 'lottery_error_trial', tone: 'error', link: { to: href('register'), key: 'lottery_register' } });
    if (!online) return setNote({ key: 'lottery_needs_connection', tone: 'error' });
    const input = { gameCode, drawNo, suborders: lines.map(({ betType, pick, stake }) => ({ betType, pick, stake })) };
    setBusy(true);
    setNote(null);
    try {
      const result = await worker().lottery.placeOrder(input, operation.keyFor(JSON.stringify(input)));
      const outcome = writeOutcome(result);
      if (outcome === 'offline') return setNote({ key: 'lottery_needs_connection', tone: 'error' });
      // No definitive answer: the key is kept, so the next tap cannot place the order twice.
      if (outcome === 'unanswered') return setNote({ key: 'lottery_retry_same', tone: 'error' });
      operation.settle();
      if (result.ok) {
        onPlaced(result.value);
        return setNote({
          key: 'lottery_placed',
          params: { orderNo: result.value.order.orderNo },
          tone: 'ok',
          link: { to: href('lotteryOrder', { no: result.value.order.orderNo }), key: 'lottery_view_order' },
        });
      }
      if (result.code === ERROR_CODE.notLoggedIn) return navigate(href('login'));
      if (result.code === ERROR_CODE.drawClosed || result.code === ERROR_CODE.drawNotFound) onDrawClosed();
      setNote({ key: lotteryErrorKey(result.code), tone: 'error' });
    } catch {
      setNote({ key: 'lottery_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, note, setNote, place };
}
