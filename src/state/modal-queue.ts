/**
 * One modal at a time. Modals that open by themselves (the home announcements, the contract alert)
 * and the shell's popups ask for a turn here; the one showing keeps the screen until it closes, then
 * the waiting modal of highest priority (earliest first among equals) shows. Nothing is dropped:
 * a modal that waited shows after the one before it closes.
 */
import { proxy } from 'valtio';

export interface ModalRequest {
  id: string;
  priority: number;
  /** Arrival order: among equal priorities, the first to ask shows first. */
  seq: number;
}

/** Higher shows first. */
export const MODAL_PRIORITY = {
  /** A popup the player opened (language, customer service, logout...): they asked for it now. */
  shell: 30,
  /** SPEC §4: a contract request waits for the agent's answer. */
  contractAlert: 20,
  /** SPEC §2: the login popup list of announcements. */
  announcements: 10,
} as const;

/** Which modal shows: the one showing while it still asks, else the first of the rest by priority. */
export function nextModal(showing: string | null, waiting: readonly ModalRequest[]): string | null {
  if (showing !== null && waiting.some((request) => request.id === showing)) return showing;
  let best: ModalRequest | undefined;
  for (const request of waiting) {
    if (!best || request.priority > best.priority || (request.priority === best.priority && request.seq < best.seq)) best = request;
  }
  return best?.id ?? null;
}

export const modals = proxy({ waiting: [] as ModalRequest[], showing: null as string | null });

let seq = 0;

export function requestModal(id: string, priority: number): void {
  if (!modals.waiting.some((request) => request.id === id)) modals.waiting.push({ id, priority, seq: seq++ });
  modals.showing = nextModal(modals.showing, modals.waiting);
}

export function releaseModal(id: string): void {
  modals.waiting = modals.waiting.filter((request) => request.id !== id);
  modals.showing = nextModal(modals.showing, modals.waiting);
}
