import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db } from '../db/db';
import { useT } from '../i18n/useT';

/** How long "All changes synced" stays after the last waiting change went out. */
const SYNCED_NOTICE_MS = 3000;

/**
 * Changes made on this device that the server has not confirmed yet (the outbox), and a short
 * "all synced" once they drain — so a player on a bad connection knows their taps were kept.
 */
export function SyncStatus() {
  const { t } = useT();
  const pending = useLiveQuery(() => db.outbox.count(), [], 0);
  const [justSynced, setJustSynced] = useState(false);
  const previous = useRef(pending);

  useEffect(() => {
    const drained = previous.current > 0 && pending === 0;
    previous.current = pending;
    if (!drained) return;
    setJustSynced(true);
    const timer = setTimeout(() => setJustSynced(false), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (pending > 0) {
    return (
      <div className="sync-status sync-status--pending" role="status" data-testid="sync-pending">
        {t('sync_pending', { count: pending })}
      </div>
    );
  }
  if (justSynced) {
    return (
      <div className="sync-status sync-status--done" role="status" data-testid="sync-done">
        {t('sync_done')}
      </div>
    );
  }
  return null;
}
