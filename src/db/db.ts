/**
 * The database singleton and its lifecycle: what to do when another context upgrades the schema
 * (`versionchange`) or the browser closes the connection under us (storage pressure, the SW
 * waking after being stopped). Every context imports `db` from here.
 */
import { Dexie } from 'dexie';
import { LobbyDb } from './schema';

export const db = new LobbyDb();

type UpgradeListener = () => void;
const upgradeListeners = new Set<UpgradeListener>();

/** Called when a newer version of the app upgraded the database in another tab or context. */
export function onUpgradedElsewhere(listener: UpgradeListener): () => void {
  upgradeListeners.add(listener);
  return () => upgradeListeners.delete(listener);
}

attachLifecycle(db);

export function attachLifecycle(database: LobbyDb): void {
  database.on('versionchange', () => {
    // Our schema is now the old one: let go so the other context can finish upgrading, and tell
    // whoever listens (the page offers a reload). Returning false keeps Dexie from also closing.
    database.close({ disableAutoOpen: true });
    for (const listener of upgradeListeners) listener();
    return false;
  });
  database.on('close', () => {
    // Closed by the browser, not by us: reopen on the next call.
    void reopen(database);
  });
}

/** Open again after an unexpected close; harmless when already open. */
export async function reopen(database: LobbyDb = db): Promise<void> {
  if (database.isOpen()) return;
  try {
    await database.open();
  } catch (error) {
    // A VersionError means a newer app owns the database now: the upgrade listeners handle it.
    if (!(error instanceof Dexie.VersionError)) throw error;
  }
}

/**
 * Run a database call, reopening once if the connection was closed under it
 * ("DatabaseClosedError" after a service worker restart or a versionchange we already handled).
 */
export async function withDb<T>(fn: () => Promise<T>, database: LobbyDb = db): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof Dexie.DatabaseClosedError)) throw error;
    await reopen(database);
    return fn();
  }
}
