/**
 * A game's slip in localStorage, so a reload, an offline spell or a refused order never loses it.
 * Storage may be unavailable (private mode, full): then the slip lives as long as the page.
 */
import { parseSlip, slipStorageKey, type SlipLine } from './slip-rules';

export function loadSlip(gameCode: string): SlipLine[] {
  try {
    return parseSlip(localStorage.getItem(slipStorageKey(gameCode)));
  } catch {
    return [];
  }
}

export function saveSlip(gameCode: string, lines: readonly SlipLine[]): void {
  try {
    if (lines.length) localStorage.setItem(slipStorageKey(gameCode), JSON.stringify(lines));
    else localStorage.removeItem(slipStorageKey(gameCode));
  } catch {
    // Not stored: the slip stays on the page for this visit.
  }
}
