/** What the arena pages read, through the worker (network first; the service worker's copy offline). */
import type { RankPeriod } from '../../api/arena-wire';
import { worker } from '../../bridge/worker';
import { useLoaded } from '../../ui/useLoaded';

export const useRank = (period: RankPeriod) => useLoaded(`arena.rank:${period}`, () => worker().arena.rank(period));

export const useLiveTables = (vendor = '') => useLoaded(`arena.tables:${vendor}`, () => worker().arena.liveTables(vendor || undefined));

export const usePopular = (gameType = '') => useLoaded(`arena.popular:${gameType}`, () => worker().arena.popular(gameType || undefined));
