/**
 * The bet slip as page state kept in localStorage: it survives a reload, a closed tab and a
 * stretch offline, like a draft (the chat's draft does the same), and is the same slip in every
 * sportsbook game (the matches are the same; the game is the page's).
 */
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_SLIP, parseSlip, type Slip } from './slip-rules';

export const SLIP_STORE_KEY = 'lobby.sports.slip';

function readSlip(): Slip {
  try {
    return parseSlip(localStorage.getItem(SLIP_STORE_KEY));
  } catch {
    return EMPTY_SLIP; // storage refused (private mode): the slip lives for this page only
  }
}

function writeSlip(slip: Slip): void {
  try {
    if (slip.legs.length === 0 && slip.stake === '' && slip.mode === 'single') localStorage.removeItem(SLIP_STORE_KEY);
    else localStorage.setItem(SLIP_STORE_KEY, JSON.stringify(slip));
  } catch {
    // Storage full or refused: the slip still works until the page closes.
  }
}

export function useSlip() {
  const [slip, setSlip] = useState<Slip>(readSlip);
  useEffect(() => writeSlip(slip), [slip]);
  const update = useCallback((change: (slip: Slip) => Slip) => setSlip((current) => change(current)), []);
  return { slip, update };
}
