/**
 * Databases seeded before the download page offered this app first hold download links of the
 * first default, at example.com, which lead nowhere. They are emptied, so the page offers no
 * native app until the operator names one; any link the operator set is left as it is. The
 * values are written out here, not imported: a migration must mean the same thing forever.
 */
import { sql, type Kysely } from 'kysely';

const PLACEHOLDERS = new Set(['https://example.com/apps/lobby-ios', 'https://example.com/apps/lobby.apk']);

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ value: string }>`select value from settings where key = 'resources'`.execute(db);
  const stored = rows[0]?.value;
  if (stored === undefined) return;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return; // not ours to repair
  }
  if (!Array.isArray(value)) return;
  let changed = false;
  const cleaned = value.map((entry: unknown) => {
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !PLACEHOLDERS.has(url)) return entry;
    changed = true;
    return { ...(entry as object), url: '' };
  });
  if (changed) await sql`update settings set value = ${JSON.stringify(cleaned)} where key = 'resources'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the example.com links never led anywhere.
}
