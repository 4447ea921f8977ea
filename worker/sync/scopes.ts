/**
 * Sync scopes: named sets of server reads that fill the entity tables.
 * `boot` is what every page needs (status, whitelabel, vendors); `home` is what home shows.
 */
import { API, PAGE_SIZE, WINNER_LIMIT } from '../../src/api/paths';
import type {
  AnnouncementGroups,
  GameListValue,
  ListValue,
  SystemStatus,
  VendorData,
  Whitelabel,
  WireGame,
  Winner,
} from '../../src/api/wire';
import { client, currentConfig } from '../context';
import { HOME_LISTS, listKey, type ListFilter } from '../../src/api/game-lists';
import {
  toAnnouncementRows,
  toBannerRows,
  toGameRow,
  toVendorRows,
  toWinnerRows,
} from './normalise';
import {
  putAnnouncements,
  putBanners,
  putGamePage,
  putHotGames,
  putPromotions,
  putSetting,
  putVendorRows,
  putWinners,
} from './store';

export const SCOPES = ['boot', 'home'] as const;
export type SyncScope = (typeof SCOPES)[number];

async function syncStatus() {
  const status = await client.get<SystemStatus>(API.status);
  await putSetting('status', status);
}

async function syncWhitelabel() {
  await putSetting('whitelabel', await client.get<Whitelabel>(API.whitelabel));
}

async function syncVendors() {
  const { merchant, language } = currentConfig();
  const data = await client.get<VendorData>(API.vendors, { merchant, language });
  await Promise.all([putSetting('vendorData', data), putVendorRows(toVendorRows(data))]);
}

/** Fetch one page of a game list into the games table. */
export async function syncGamePage(filter: ListFilter, pageNo = 1) {
  const { merchant, language } = currentConfig();
  const value = await client.get<GameListValue>(API.gameList, {
    merchant,
    platform: 'html5',
    language,
    pageNo,
    pageSize: PAGE_SIZE,
    ...filter,
  });
  const now = Date.now();
  await putGamePage(
    value.games.map((g) => toGameRow(g, now)),
    {
      key: listKey(filter, language),
      pagesLoaded: value.pageNum,
      totalPages: value.totalPages,
      totalCount: value.totalCount,
      syncedAt: now,
    },
  );
  return value;
}

async function syncHotGames() {
  const { merchant, language } = currentConfig();
  const { list } = await client.get<ListValue<WireGame>>(API.hotGames, {
    merchantCode: merchant,
    language,
    platform: 'html5',
  });
  const now = Date.now();
  await putHotGames(list.map((g, i) => toGameRow(g, now, i + 1)));
}

async function syncHomeAnnouncements() {
  const { merchant, language } = currentConfig();
  const groups = await client.get<AnnouncementGroups>(API.announcements, {
    types: 'B,PL,PU,PR',
    groupName: 'm_home',
    platform: 'M',
    merchantCode: merchant,
    language,
  });
  await Promise.all([
    putBanners('m_home', language, toBannerRows(groups.banners ?? [], language)),
    putAnnouncements(language, toAnnouncementRows(groups, language)),
    putPromotions(language, (groups.promotion ?? []).map((promotion) => ({ ...promotion, language }))),
  ]);
}

async function syncWinners() {
  const { language } = currentConfig();
  const { list } = await client.get<ListValue<Winner>>(API.winners, {
    gameCategory: 'ALL',
    language,
    limitNum: WINNER_LIMIT,
  });
  await putWinners(toWinnerRows(list));
}

const SCOPE_TASKS: Record<SyncScope, () => Promise<unknown>[]> = {
  boot: () => [syncStatus(), syncWhitelabel(), syncVendors()],
  home: () => [
    syncHotGames(),
    syncHomeAnnouncements(),
    syncWinners(),
    ...Object.values(HOME_LISTS).map((filter) => syncGamePage(filter)),
  ],
};

export function tasksFor(scope: SyncScope): Promise<unknown>[] {
  return SCOPE_TASKS[scope]();
}
