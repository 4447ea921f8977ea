/**
 * Writes of normalised rows. The worker is the only writer of these tables (DESIGN §3); each
 * function replaces one server answer's worth of rows in a single transaction, so a live query
 * never sees half an update. A full device frees cached images and answers, then retries.
 */
import { db, withDb as withDbOnly } from '../../src/db/db';
import { withQuotaRetry } from '../../src/db/storage-pressure';
import type {
  BannerRow,
  GameRow,
  PromotionRow,
  SettingKey,
  SettingRows,
  SyncStateRow,
  WinnerRow,
} from '../../src/db/rows';
import type { VendorRows } from '../../src/db/normalise';

const withDb = <T>(write: () => Promise<T>) => withQuotaRetry(() => withDbOnly(write));

export function putSetting<K extends SettingKey>(key: K, value: SettingRows[K]) {
  return withDb(() => db.settings.put({ key, value, updatedAt: Date.now() }));
}

/**
 * The vendor answer: its rows and the answer itself in one transaction, so a screen that sees the
 * answer stored (the catalogue is known) also sees its vendors and categories.
 */
export function putVendorAnswer(answer: SettingRows['vendorData'], rows: VendorRows) {
  return withDb(() =>
    db.transaction('rw', [db.vendors, db.categories, db.vendorCategories, db.settings], async () => {
      await Promise.all([db.vendors.clear(), db.categories.clear(), db.vendorCategories.clear()]);
      await db.settings.put({ key: 'vendorData', value: answer, updatedAt: Date.now() });
      await db.vendors.bulkPut(rows.vendors);
      await db.categories.bulkPut(rows.categories);
      await db.vendorCategories.bulkPut(rows.vendorCategories);
    }),
  );
}

export interface GamePage {
  games: GameRow[];
  state: SyncStateRow;
}

/** Upsert one page of games, keeping each game's hot rank (owned by the hot list). */
async function writeGamePage({ games, state }: GamePage) {
  const existing = await db.games.bulkGet(games.map((g) => g.nodeId));
  await db.games.bulkPut(games.map((g, i) => ({ ...g, hotRank: existing[i]?.hotRank ?? 0 })));
  const previous = await db.syncState.get(state.key);
  // Page 1 restarts the count; later pages extend it (SPEC §4: page 1 replaces, later append).
  const pagesLoaded = state.pagesLoaded === 1 ? 1 : Math.max(previous?.pagesLoaded ?? 0, state.pagesLoaded);
  await db.syncState.put({ ...state, pagesLoaded });
}

/** Replace the hot list: games no longer hot drop to rank 0. */
async function writeHotGames(games: GameRow[]) {
  const ids = new Set(games.map((g) => g.nodeId));
  await db.games
    .where('hotRank')
    .above(0)
    .filter((g) => !ids.has(g.nodeId))
    .modify({ hotRank: 0 });
  await db.games.bulkPut(games);
}

export function putGamePage(games: GameRow[], state: SyncStateRow) {
  return withDb(() => db.transaction('rw', db.games, db.syncState, () => writeGamePage({ games, state })));
}

/**
 * Several pages and the hot list in ONE transaction: a live query re-runs once per committed
 * transaction, so home re-renders once for its whole game area instead of once per list — on a
 * slow phone each of those renders is a long task.
 */
export function putGamePages(pages: GamePage[], hot: GameRow[] | null) {
  return withDb(() =>
    db.transaction('rw', db.games, db.syncState, async () => {
      for (const page of pages) await writeGamePage(page);
      if (hot) await writeHotGames(hot);
    }),
  );
}

export function putBanners(groupName: string, language: string, rows: BannerRow[]) {
  return withDb(() =>
    db.transaction('rw', db.banners, async () => {
      await db.banners.where('groupName').equals(groupName).delete();
      await db.banners.bulkPut(rows.map((row) => ({ ...row, language })));
    }),
  );
}

/**
 * Replace the promotions of a language (SPEC §3 "Promotion"); the side menu shows the first three.
 * These rows come without a member's status and read flag (the announcement call's promotion
 * group): those of the promotions call (sync/promotions.ts) are kept.
 */
export function putPromotions(language: string, rows: PromotionRow[]) {
  return withDb(() =>
    db.transaction('rw', db.promotions, async () => {
      const before = await db.promotions.bulkGet(rows.map((row) => row.id));
      await db.promotions.where('language').equals(language).delete();
      await db.promotions.bulkPut(
        rows.map((row, i) => {
          const kept = before[i];
          return kept?.userKey === undefined ? row : { ...row, userKey: kept.userKey, status: kept.status, read: kept.read };
        }),
      );
    }),
  );
}

export function putWinners(rows: WinnerRow[]) {
  return withDb(() =>
    db.transaction('rw', db.winners, async () => {
      await db.winners.clear();
      await db.winners.bulkPut(rows);
    }),
  );
}
