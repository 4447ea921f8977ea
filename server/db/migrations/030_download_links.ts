/**
 * Databases seeded before the download page offered this app first hold download links of the
 * first default, at example.com, which lead nowhere. They are emptied, so the page offers no
 * native app until the operator names one; any link the operator set is left as it is. The
 * values are written out here, not imported: a migration must mean the same thing forever.
 */
import type { Kysely } from 'kysely';
import { replaceSetting, storedSetting } from './settings';

const PLACEHOLDERS = new Set(['https://example.com/apps/lobby-ios', 'https://example.com/apps/lobby.apk']);

export async function up(db: Kysely<unknown>): Promise<void> {
  const value = await storedSetting(db, 'resources');
  if (!Array.isArray(value)) return;
  let changed = false;
  const cleaned = value.map((entry: unknown) => {
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !PLACEHOLDERS.has(url)) return entry;
    changed = true;
    return { ...(entry as object), url: '' };
  });
  if (changed) await replaceSetting(db, 'resources', cleaned);
}

export async function down(): Promise<void> {
  // Nothing to undo: the example.com links never led anywhere.
}
