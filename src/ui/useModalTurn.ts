import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { modals, releaseModal, requestModal } from '../state/modal-queue';

/**
 * A modal's place in the one-at-a-time queue (src/state/modal-queue.ts): while `wanted`, it waits
 * for its turn; true when it may show. Unmounting or no longer wanted gives the turn on.
 */
export function useModalTurn(id: string, priority: number, wanted: boolean): boolean {
  const { showing } = useSnapshot(modals);
  useEffect(() => {
    if (!wanted) return;
    requestModal(id, priority);
    return () => releaseModal(id);
  }, [id, priority, wanted]);
  return wanted && showing === id;
}
