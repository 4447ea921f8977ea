/**
 * The `catalogue` event: the catalogue version (server/games/catalogue-version.ts) is bumped by
 * the database's own triggers on any write to the catalogue or the settings, from any instance or
 * a statement run by hand, so the version is watched rather than each write site told to publish.
 * Every instance watches it and tells its own streams (local delivery, not a notification): each
 * one sees the same new number, so a NOTIFY would only make every stream hear it once per instance.
 */
import { LIVE_EVENT } from '../../src/api/live-events';
import type { Db } from '../db/connection';
import { catalogueVersion } from '../games/catalogue-version';
import { liveBus } from './bus';

/** Operators edit a few times a day; a few seconds late is far inside what players notice. */
export const CATALOGUE_CHECK_MS = 5_000;

/** One check: reads the version, and tells the streams when it moved since the last check. */
export function catalogueNews(db: Db): () => Promise<void> {
  let seen: number | undefined;
  return async () => {
    const version = await catalogueVersion(db);
    if (seen !== undefined && version !== seen) liveBus(db).deliver({ kind: LIVE_EVENT.catalogue, version: String(version) });
    seen = version;
  };
}
