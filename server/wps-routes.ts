// Written by `npm run areas` (scripts/area-lists.mjs) from each area's routes.ts and *-routes.ts under server/. Do not edit by hand:
// add or rename an area's file and run it again; a test fails while this is out of date.
import { passwordRoutes } from './account/password-routes';
import { registerRoutes } from './account/register-routes';
import { accountRoutes } from './account/routes';
import { sessionRoutes } from './account/session-routes';
import { agentContractRoutes } from './agent/contract-routes';
import { agentRoutes } from './agent/routes';
import { arenaRoutes } from './arena/routes';
import { announcementRoutes } from './content/routes';
import { depositRoutes } from './deposit/routes';
import { devRoutes } from './dev/routes';
import { launchRoutes } from './games/launch-routes';
import { gameRoutes } from './games/routes';
import { liveRoutes } from './live/routes';
import { lotteryRoutes } from './lottery/routes';
import { personalRoutes } from './member/personal-routes';
import { memberRoutes } from './member/routes';
import { operatorRoutes } from './operator/routes';
import { playRoutes } from './play/routes';
import { profileRoutes } from './profile/routes';
import { recordsRoutes } from './records/routes';
import { sportsRoutes } from './sports/routes';
import { chatRoutes } from './support/chat-routes';
import { inboxRoutes } from './support/inbox-routes';
import { promotionRoutes } from './support/promotion-routes';
import { systemRoutes } from './system/routes';
import { vipRoutes } from './vip/routes';
import { walletRoutes } from './wallet/routes';
import { withdrawRoutes } from './withdraw/routes';

/** Every area's wps calls, mounted by app.ts; dev and operator entries decide for themselves whether they mount. */
export const WPS_ROUTES = [
  passwordRoutes,
  registerRoutes,
  accountRoutes,
  sessionRoutes,
  agentContractRoutes,
  agentRoutes,
  arenaRoutes,
  announcementRoutes,
  depositRoutes,
  devRoutes,
  launchRoutes,
  gameRoutes,
  liveRoutes,
  lotteryRoutes,
  personalRoutes,
  memberRoutes,
  operatorRoutes,
  playRoutes,
  profileRoutes,
  recordsRoutes,
  sportsRoutes,
  chatRoutes,
  inboxRoutes,
  promotionRoutes,
  systemRoutes,
  vipRoutes,
  walletRoutes,
  withdrawRoutes,
] as const;
