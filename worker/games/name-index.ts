/**
 * Name search over every synced game, in the worker. Filtering 20,000 rows per keystroke inside
 * IndexedDB means a cursor over all of them (far beyond the 50 ms budget, DESIGN §8); reading
 * them into the page would block its main thread. So the worker keeps one compact in-memory copy
 * of the searchable fields, built once from Dexie and kept current by Dexie hooks on this
 * context's own writes; a changed row count reveals another tab's writes and triggers a rebuild.
 */
import { db } from '../../src/db/db';
import type { GameRow } from '../../src/db/rows';

/** The whole row: answering from memory saves an IndexedDB read per keystroke (about 2 KB × 20,000 games). */
type Entry = GameRow;

export interface SearchFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
}

const entries = new Map<number, Entry>();
let ordered: Entry[] | null = null;
let built: Promise<void> | null = null;
let hooked = false;

function toEntry(row: GameRow): Entry {
  return row.nameKey ? row : { ...row, nameKey: (row.displayName || row.nodeName || '').toLowerCase() };
}

function upsert(row: GameRow | undefined) {
  if (!row) return;
  entries.set(row.nodeId, toEntry(row));
  ordered = null;
}

function hook() {
  if (hooked) return;
  hooked = true;
  db.games.hook('creating', (_key, row) => upsert(row));
  db.games.hook('updating', (mods, _key, row) => upsert({ ...row, ...(mods as Partial<GameRow>) }));
  db.games.hook('deleting', (key) => {
    entries.delete(key);
    ordered = null;
  });
}

async function rebuild() {
  hook();
  const rows = await db.games.toArray();
  entries.clear();
  for (const row of rows) entries.set(row.nodeId, toEntry(row));
  ordered = null;
  // Sort now, while nobody waits, not on the first keystroke.
  inOrder();
}

/**
 * Another tab's writes show as a changed count; checked at most once a second and never waited
 * for: a keystroke answers from the index as it is (counting 20,000 rows is an IndexedDB round of
 * its own), and a changed count rebuilds it for the keystrokes after.
 */
const RECOUNT_MS = 1000;
let countedAt = 0;

function recount() {
  if (Date.now() - countedAt < RECOUNT_MS) return;
  countedAt = Date.now();
  void db.games.count().then(
    (count) => {
      if (count !== entries.size) built = rebuild();
    },
    () => undefined, // the index stays as it is; the next check tries again
  );
}

async function ensure() {
  built ??= rebuild();
  await built;
  recount();
}

/** Same order as the server and the ordered Dexie indexes: sort, then node id. */
function inOrder(): Entry[] {
  ordered ??= [...entries.values()].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId);
  return ordered;
}

export function matches(entry: Entry, filter: SearchFilter, needle: string): boolean {
  return (
    (!filter.vassalage || entry.vassalage === filter.vassalage) &&
    (!filter.gameType || entry.gameType === filter.gameType) &&
    (!filter.gameClassify || entry.gameClassify === filter.gameClassify) &&
    (!filter.isNew || entry.isNew === 1) &&
    entry.nameKey.includes(needle)
  );
}

/** The first `limit` matching games (their rows, read here so the page needs no second read), and how many match in all. */
export async function searchNames(filter: SearchFilter, text: string, limit: number): Promise<{ rows: GameRow[]; total: number }> {
  await ensure();
  const needle = text.trim().toLowerCase();
  const rows: GameRow[] = [];
  let total = 0;
  for (const entry of inOrder()) {
    if (!matches(entry, filter, needle)) continue;
    if (rows.length < limit) rows.push(entry);
    total++;
  }
  return { rows, total };
}
