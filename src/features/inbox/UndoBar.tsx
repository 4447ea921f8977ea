/** The undo offer after a delete (src/features/inbox/undo-state.ts): Undo puts the message back. */
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { clearUndo, undoState } from './undo-state';

export function UndoBar() {
  const { t } = useT();
  const { offer } = useSnapshot(undoState);
  if (!offer) return null;
  const undo = () => {
    clearUndo();
    // Not yet sent: the delete is simply cancelled; sent already: a restore goes out (the outbox decides).
    void worker()
      .inbox.setDeleted(offer.id, false)
      .catch(() => undefined);
  };
  return (
    <div className="inbox-undo" role="status" data-testid="inbox-undo">
      <span>{t('inbox_deleted')}</span>
      <button type="button" className="inbox-undo__button" onClick={undo}>
        {t('inbox_undo')}
      </button>
    </div>
  );
}
