/**
 * Wire shapes → device rows. Pure functions, so the mapping is tested without a network or a DB.
 */
import type { Banner, VendorData, WireGame, Winner } from '../api/catalogue-wire';
import type { Announcement, AnnouncementGroups } from '../api/content-wire';
import type {
  AnnouncementRow,
  BannerRow,
  CategoryRow,
  GameRow,
  VendorCategoryRow,
  VendorRow,
  WinnerRow,
} from './rows';

const bit = (value: unknown): 0 | 1 => (value ? 1 : 0);

export function toGameRow(game: WireGame, syncedAt: number, hotRank = 0): GameRow {
  const displayName = game.displayName || game.gameName || game.nodeName;
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameType: game.gameType,
    gameCategory: game.gameCategory || game.gameType,
    vassalage: game.vassalage,
    gameName: game.gameName,
    displayName,
    nodeName: game.nodeName,
    nameKey: displayName.toLowerCase(),
    iconUrl: game.iconUrl,
    mobileLargeIcon: game.mobileLargeIcon,
    gameCode: game.gameCode,
    gameClassify: game.gameClassify ?? '',
    supportPlay: bit(game.supportPlay),
    freeplay: bit(game.freeplay),
    isGameH5: bit(game.isGameH5),
    lottoMode: game.lottoMode ?? null,
    roomId: game.roomId ?? null,
    isNew: bit(game.isNew),
    hotRank,
    sort: game.sort ?? 0,
    syncedAt,
  };
}

export interface VendorRows {
  vendors: VendorRow[];
  categories: CategoryRow[];
  vendorCategories: VendorCategoryRow[];
}

/** Flatten the sorting list and the mapping into indexable rows, keeping the operator's order. */
export function toVendorRows(data: VendorData): VendorRows {
  const vendors = new Map<string, VendorRow>();
  const categories: CategoryRow[] = data.sorting.map((entry, index) => ({
    gameCategory: entry.gameCategory,
    sort: index,
    vendorNames: [...entry.vendorNames],
  }));
  const vendorCategories: VendorCategoryRow[] = [];
  for (const [gameCategory, entries] of Object.entries(data.mapping)) {
    const order = data.sorting.find((s) => s.gameCategory === gameCategory)?.vendorNames ?? [];
    entries.forEach((entry, index) => {
      const position = order.indexOf(entry.vassalage);
      vendorCategories.push({
        gameCategory,
        vassalage: entry.vassalage,
        displayName: entry.displayName,
        gameClassify: entry.gameClassify.map(({ key, displayName }) => ({ key, displayName })),
        gameCount: entry.gameCount,
        sort: position >= 0 ? position : order.length + index,
      });
      if (!vendors.has(entry.vassalage)) {
        vendors.set(entry.vassalage, {
          vassalage: entry.vassalage,
          displayName: entry.displayName,
          iconUrl: entry.iconUrl,
          sort: 0,
        });
      }
    });
  }
  // Vendor order: first appearance across the sorting list, then the rest alphabetically.
  const ordered = data.sorting.flatMap((s) => s.vendorNames);
  for (const vendor of vendors.values()) {
    const position = ordered.indexOf(vendor.vassalage);
    vendor.sort = position >= 0 ? position : ordered.length;
  }
  return { vendors: [...vendors.values()], categories, vendorCategories };
}

export function toBannerRows(banners: Banner[], language: string): BannerRow[] {
  return banners.map((banner) => ({ ...banner, language }));
}

export function toAnnouncementRows(groups: AnnouncementGroups, language: string): AnnouncementRow[] {
  const rows: AnnouncementRow[] = [];
  const add = (kind: AnnouncementRow['kind'], list: Announcement[] | undefined) =>
    list?.forEach((item, index) => rows.push({ ...item, kind, language, sort: index }));
  add('player', groups.player);
  add('popup', groups.popup);
  add('hot', groups.hot);
  return rows;
}

/** SPEC §2: the winner board is sorted by vo.winAmount, highest first. */
export function toWinnerRows(winners: Winner[]): WinnerRow[] {
  return [...winners]
    .sort((a, b) => b.vo.winAmount - a.vo.winAmount)
    .map((winner, index) => ({ ...winner, rank: index + 1 }));
}
