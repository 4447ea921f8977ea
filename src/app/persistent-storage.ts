/**
 * Safari and Chrome may evict "best-effort" storage under pressure; a persisted origin is kept.
 * Not every engine lets a page ask: WebKitGTK and some in-app browsers have no `persist`, an old
 * one no `navigator.storage` at all. There nothing is asked and nothing fails: a full device is
 * then met by src/db/storage-pressure.ts alone, which gives up what can be fetched again.
 */

/** What the browser holds the origin's storage as after asking. */
export type Persistence = 'persisted' | 'best-effort' | 'unsupported';

/** The part of StorageManager used here, every member optional as some engines lack them. */
type PersistableStorage = Partial<Pick<StorageManager, 'persist' | 'persisted'>>;

export async function askForPersistentStorage(storage: PersistableStorage | undefined = navigator.storage): Promise<Persistence> {
  if (typeof storage?.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    // Listed but refused here (a private window, a policy): the storage stays best-effort.
    return 'best-effort';
  }
}
