/**
 * `games` area of the worker API: what the browsing screens ask for beyond `sync`: name search
 * over the synced catalogue, a member's favourites and recent games, and the banners of one
 * group (the game-type pages show `m_<type>` banners, which the home scope does not fetch).
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import { currentConfig } from '../context';
import { ownedCall } from '../sync/owned';
import { toBannerRows } from '../../src/db/normalise';
import { personal } from '../sync/personal';
import { putBanners } from '../sync/store';
import { launch } from './launch';
import { searchNames, type SearchFilter } from './name-index';

export const games = {
  search(filter: SearchFilter, text: string, limit: number) {
    return searchNames(filter, text, limit);
  },

  async refreshBanners(groupName: string): Promise<number> {
    const { merchant, language } = currentConfig();
    const query = { types: 'B', groupName, platform: 'M', merchantCode: merchant, language };
    const groups = await ownedCall(ENDPOINTS.announcements, { query }, () => games.refreshBanners(groupName));
    const rows = toBannerRows(groups.banners ?? [], language);
    await putBanners(groupName, language, rows);
    return rows.length;
  },

  favouriteIds: personal.favouriteIds,
  favouritesPage: personal.favouritesPage,
  recentPage: personal.recentPage,
  /** Open a game: the demo page's URL, and the game recorded as recent (worker/games/launch.ts). */
  launch,
};
