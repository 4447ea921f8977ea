/**
 * Placing a slip, the way every money call goes (online only, never queued): one
 * Idempotency-Key per placement meant — the same key again after a lost answer, a new one after
 * a definitive answer. An `odds_changed` refusal is definitive: the player sees each moved price
 * and, accepting, places again at those prices under a new key. A suspended market marks its leg.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ERROR_CODE } from '../../api/error-codes';
import type { OddsChangedValue, SportBet } from '../../api/sports-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { placeErrorKey } from './market-rules';
import { legId, oddsChanges, placementOf, suspendedLegs, type OddsChange, type Slip } from './slip-rules';

export interface PlaceNote {
  key: MessageKey;
  params?: Record<string, string>;
  tone: 'ok' | 'error';
}

export interface OddsConfirm {
  changes: OddsChange[];
  value: OddsChangedValue;
}

export function usePlaceBet(onPlaced: (bets: SportBet[]) => void) {
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('sports-place');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<PlaceNote | null>(null);
  const [confirm, setConfirm] = useState<OddsConfirm | null>(null);
  const [suspended, setSuspended] = useState<ReadonlySet<string>>(new Set());

  async function place(gameCode: string, slip: Slip, stake: number): Promise<void> {
    // Offline: nothing is sent or queued; the slip stays for when the network is back.
    if (!online) return setNote({ key: 'sports_needs_connection', tone: 'error' });
    const input = placementOf(gameCode, slip, stake);
    setBusy(true);
    setNote(null);
    setConfirm(null);
    try {
      const result = await worker().sports.placeBet(input, operation.keyFor(JSON.stringify(input)));
      if (!result.ok && (result.code === ERROR_CODE.offline || result.transient)) {
        // No definitive answer: the key is kept, so the next tap cannot place it twice.
        return setNote({ key: result.code === ERROR_CODE.offline ? 'sports_needs_connection' : 'money_retry_same', tone: 'error' });
      }
      operation.settle();
      if (result.ok) {
        setSuspended(new Set());
        onPlaced(result.value.bets);
        return setNote({ key: 'sports_placed', params: { bets: result.value.bets.map((bet) => bet.betNo).join(', ') }, tone: 'ok' });
      }
      const value = 'value' in result ? result.value : undefined;
      if (result.code === ERROR_CODE.oddsChanged && value) {
        const closed = suspendedLegs(value);
        setSuspended(new Set(closed));
        const changes = oddsChanges(slip.legs, value);
        // Every moved leg still open: offer the new prices; a suspended one must go first.
        if (closed.length === 0 && changes.length > 0) return setConfirm({ changes, value });
        return setNote({ key: closed.length > 0 ? 'sports_error_match_not_open' : 'sports_odds_changed', tone: 'error' });
      }
      if (result.code === ERROR_CODE.matchNotOpen) setSuspended(await closedLegs(slip));
      setNote({ key: placeErrorKey(result.code), tone: 'error' });
    } catch {
      setNote({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const forget = (id: string) =>
    setSuspended((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  return { busy, note, setNote, confirm, setConfirm, suspended, forget, place };
}

/** The slip's legs whose match is not open now, by a fresh read of both lists. */
async function closedLegs(slip: Slip): Promise<Set<string>> {
  const [upcoming, live] = await Promise.all([worker().sports.matches('upcoming'), worker().sports.matches('live')]);
  const open = new Set<number>();
  for (const list of [upcoming, live]) if (list.ok) for (const match of list.value.list) if (match.open) open.add(match.id);
  return new Set(slip.legs.filter((leg) => !open.has(leg.matchId)).map((leg) => legId(leg.matchId, leg.selection)));
}
