/**
 * The live side of the lobby (SPEC §7 "rank list", "live-model list", "/lgw/games/popular"): all
 * computed from bets, the same for everyone, so `shared` and kept for offline.
 */
import { z } from 'zod';
import { RANK_PERIODS, type LiveTableList, type PopularGames, type RankList } from '../arena-wire';
import { PUBLIC_READ } from './call-kinds';
import { endpoint } from './define';
import { codeParam, intParam, languageParam } from './params';

export const arenaEndpoints = {
  /** The live-model list: live tables with their dealers, players and latest results. */
  liveTables: endpoint<LiveTableList>()({
    ...PUBLIC_READ,
    path: '/wps/live/tables',
    query: z.object({ vendor: codeParam(32), language: languageParam }),
  }),

  /** The rank list: top players by winnings over the period. */
  rankList: endpoint<RankList>()({
    ...PUBLIC_READ,
    path: '/wps/games/rank',
    query: z.object({ period: z.enum(RANK_PERIODS).default('week'), limit: intParam(1, 50).default(20) }),
  }),

  /** Games by how often they were played over the last days. */
  popularGames: endpoint<PopularGames>()({
    ...PUBLIC_READ,
    path: '/lgw/games/popular',
    query: z.object({ gameType: codeParam(16), limit: intParam(1, 36).default(12), language: languageParam }),
  }),
};
