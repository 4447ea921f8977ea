/**
 * `arena` area of the worker API: the live tables, the rank list and the popular games. Public
 * reads, the same for everyone: network first (`no-cache`), the service worker's copy when
 * offline, so a page seen once opens without a connection and shows how old its figures are
 * (every answer carries its asOf). Failures come back as a value (answers cross by structured clone).
 */
import type { LiveTableList, PopularGames, RankList, RankPeriod } from '../src/api/arena-wire';
import { ENDPOINTS } from '../src/api/endpoints';
import { publicCall, type CallResult } from './call-result';
import { client } from './context';

const read = { cache: 'no-cache' } as const;

export const arena = {
  liveTables(vendor?: string): Promise<CallResult<LiveTableList>> {
    return publicCall(() => client.call(ENDPOINTS.liveTables, { ...read, query: vendor ? { vendor } : {} }));
  },

  rank(period: RankPeriod): Promise<CallResult<RankList>> {
    return publicCall(() => client.call(ENDPOINTS.rankList, { ...read, query: { period } }));
  },

  popular(gameType?: string): Promise<CallResult<PopularGames>> {
    return publicCall(() => client.call(ENDPOINTS.popularGames, { ...read, query: gameType ? { gameType } : {} }));
  },
};
