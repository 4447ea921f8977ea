// Written by `npm run areas` (scripts/area-lists.mjs) from the area files in src/api/endpoints. Do not edit by hand:
// add or rename an area's file and run it again; a test fails while this is out of date.
import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { arenaEndpoints } from './arena';
import { contentEndpoints } from './content';
import { depositEndpoints } from './deposit';
import { devEndpoints } from './dev';
import { gameEndpoints } from './games';
import { liveEndpoints } from './live';
import { lotteryEndpoints } from './lottery';
import { memberEndpoints } from './member';
import { operatorEndpoints } from './operator';
import { playEndpoints } from './play';
import { profileEndpoints } from './profile';
import { recordsEndpoints } from './records';
import { sportsEndpoints } from './sports';
import { supportEndpoints } from './support';
import { systemEndpoints } from './system';
import { vipEndpoints } from './vip';
import { walletEndpoints } from './wallet';
import { withdrawEndpoints } from './withdraw';

/** Every call of every area (index.ts re-exports it with the registry's helpers). */
export const ENDPOINTS = {
  ...accountEndpoints,
  ...agentEndpoints,
  ...arenaEndpoints,
  ...contentEndpoints,
  ...depositEndpoints,
  ...devEndpoints,
  ...gameEndpoints,
  ...liveEndpoints,
  ...lotteryEndpoints,
  ...memberEndpoints,
  ...operatorEndpoints,
  ...playEndpoints,
  ...profileEndpoints,
  ...recordsEndpoints,
  ...sportsEndpoints,
  ...supportEndpoints,
  ...systemEndpoints,
  ...vipEndpoints,
  ...walletEndpoints,
  ...withdrawEndpoints,
} as const;
