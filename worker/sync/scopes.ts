/**
 * Sync scopes: named sets of server reads that fill the entity tables.
 * `boot` is what every page needs (status, whitelabel, vendors); `home` is what home shows.
 */
import { ENDPOINTS, PAGE_SIZE, WINNER_LIMIT } from '../../src/api/endpoints';
import { HOME_LISTS, listKey, type ListFilter } from '../../src/api/game-lists';
import type { GameListValue } from '../../src/api/catalogue-wire';
import type { GameRow } from '../../src/db/rows';
import { currentConfig } from '../context';
import { ownedCall } from './owned';
import {
  toAnnouncementRows,
  toBannerRows,
  toGameRow,
  toVendorRows,
  toWinnerRows,
} from '../../src/db/normalise';
import { answeredKinds, putAnnouncements, syncNotices } from './notices';
import { syncHelp } from './help';
import { syncPromotions } from './promotions';
import {
  putBanners,
  putGamePage,
  putGamePages,
  type GamePage,
  putPromotions,
  putSetting,
  putVendorAnswer,
  putWinners,
} from './store';

export const SCOPES = ['boot', 'home', 'notices', 'help', 'promotions'] as const;
export type SyncScope = (typeof SCOPES)[number];

async function syncStatus() {
  const status = await ownedCall(ENDPOINTS.status, {}, syncStatus);
  await putSetting('status', status);
}

async function syncWhitelabel() {
  await putSetting('whitelabel', await ownedCall(ENDPOINTS.whitelabel, {}, syncWhitelabel));
}

async function syncVendors() {
  const { merchant, language } = currentConfig();
  const data = await ownedCall(ENDPOINTS.vendors, { query: { merchant, language } }, syncVendors);
  await putVendorAnswer(data, toVendorRows(data));
}

/** One page of a game list as rows; `rerun` is what a change of its answer runs again. */
async function fetchGamePage(filter: ListFilter, pageNo: number, rerun: () => Promise<unknown>): Promise<GamePage & { value: GameListValue }> {
  const { merchant, language } = currentConfig();
  const query = { merchant, platform: 'html5', language, pageNo, pageSize: PAGE_SIZE, ...filter };
  const value = await ownedCall(ENDPOINTS.gameList, { query }, rerun);
  const now = Date.now();
  const state = { key: listKey(filter, language), pagesLoaded: value.pageNum, totalPages: value.totalPages, totalCount: value.totalCount, syncedAt: now };
  return { games: value.games.map((g) => toGameRow(g, now)), state, value };
}

/** Fetch one page of a game list into the games table. */
export async function syncGamePage(filter: ListFilter, pageNo = 1): Promise<GameListValue> {
  const page = await fetchGamePage(filter, pageNo, () => syncGamePage(filter, pageNo));
  await putGamePage(page.games, page.state);
  return page.value;
}

async function fetchHotGames(rerun: () => Promise<unknown>): Promise<GameRow[]> {
  const { merchant, language } = currentConfig();
  const query = { merchantCode: merchant, language, platform: 'html5' };
  const { list } = await ownedCall(ENDPOINTS.hotGames, { query }, rerun);
  const now = Date.now();
  return list.map((g, i) => toGameRow(g, now, i + 1));
}

/**
 * Home's game area: the hot list and the first page of each home list, fetched together and
 * written in one transaction (one re-render of home). What did arrive is written even when a
 * read failed; the failure is then reported like any other.
 */
async function syncHomeGames(): Promise<void> {
  const filters = Object.values(HOME_LISTS);
  const [hot, ...pages] = await Promise.allSettled([
    fetchHotGames(syncHomeGames),
    ...filters.map((filter) => fetchGamePage(filter, 1, syncHomeGames)),
  ]);
  const arrived = pages.flatMap((page) => (page.status === 'fulfilled' ? [page.value] : []));
  await putGamePages(arrived, hot.status === 'fulfilled' ? hot.value : null);
  const failed = [hot, ...pages].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

async function syncHomeAnnouncements() {
  const { merchant, language } = currentConfig();
  const query = { types: 'B,PL,PU,PR', groupName: 'm_home', platform: 'M', merchantCode: merchant, language };
  const groups = await ownedCall(ENDPOINTS.announcements, { query }, syncHomeAnnouncements);
  await Promise.all([
    putBanners('m_home', language, toBannerRows(groups.banners ?? [], language)),
    // Only the kinds this answer covers: the notice list writes the hot ones.
    putAnnouncements(answeredKinds(groups), toAnnouncementRows(groups, language)),
    putPromotions(language, (groups.promotion ?? []).map((promotion) => ({ ...promotion, language }))),
  ]);
}

async function syncWinners() {
  const { language } = currentConfig();
  const query = { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT };
  const { list } = await ownedCall(ENDPOINTS.winners, { query }, syncWinners);
  await putWinners(toWinnerRows(list));
}

const SCOPE_TASKS: Record<SyncScope, () => Promise<unknown>[]> = {
  boot: () => [syncStatus(), syncWhitelabel(), syncVendors()],
  home: () => [
    syncHomeGames(),
    syncHomeAnnouncements(),
    syncWinners(),
  ],
  notices: () => [syncNotices()],
  help: () => [syncHelp()],
  // The promotion pages: network first, so a member's standing is current on every visit.
  promotions: () => [syncPromotions(true)],
};

export function tasksFor(scope: SyncScope): Promise<unknown>[] {
  return SCOPE_TASKS[scope]();
}
