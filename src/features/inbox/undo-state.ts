/**
 * The inbox's undo offer after a delete: which message, until when. Module state (valtio), so it
 * survives the step from the detail back to the list, where the offer shows.
 */
import { proxy } from 'valtio';

/** SPEC §9: a long toast stays 8 s — time enough to reach for Undo. */
export const UNDO_MS = 8000;

export const undoState = proxy({ offer: null as { id: number; until: number } | null });

let timer: ReturnType<typeof setTimeout> | undefined;

export function offerUndo(id: number, now = Date.now()): void {
  clearTimeout(timer);
  undoState.offer = { id, until: now + UNDO_MS };
  timer = setTimeout(() => {
    if (undoState.offer?.id === id) undoState.offer = null;
  }, UNDO_MS);
}

export function clearUndo(): void {
  clearTimeout(timer);
  undoState.offer = null;
}
