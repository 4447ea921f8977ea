/**
 * wps paths. SPEC §7 names most calls but leaves their paths open; these are the reference
 * server's, and an operator pointing the client at another backend changes them here only.
 */
export const API = {
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  consolidatedSettings: '/wps/system/settings/consolidated',
  vendors: '/wps/game/vendors',
  gameList: '/wps/game/list',
  hotGames: '/wps/game/hot',
  winners: '/wps/game/winners',
  announcements: '/wps/announcement',
  memberInfo: '/wps/member/info',
  memberWallet: '/wps/member/wallet',
  memberUnread: '/wps/member/unread',
  /** POST or DELETE, with the token in the Authorization header (SPEC §7 "Account"). */
  logout: '/wps/session/logout',
  /** A member's own lists; mutations carry Idempotency-Key (DESIGN §3 outbox). */
  favourites: '/wps/game/favourites',
  favouriteIds: '/wps/game/favourites/ids',
  recent: '/wps/game/recent',
  announcementRead: '/wps/announcement/read',
  ping: '/common/v.1.0.1/ping.json',
} as const;

/**
 * Development helpers of the reference server (demo sign-in, the SMS/email outbox, status
 * switches). Not wps calls: absent in production, never cached, never used by the shipped app.
 */
export const DEV_API = {
  session: '/dev/session',
  outbox: '/dev/outbox',
  status: '/dev/status',
  appliedOps: '/dev/applied-ops',
} as const;

/** Where generated media lives on the reference server (icons, banners). */
export const MEDIA_PREFIX = '/media/';

/** Page sizes of SPEC §9. */
export const PAGE_SIZE = 36;
export const WINNER_LIMIT = 50;

/** The reference server's demo games (issue 5): launch returns a /play URL; the page calls PLAY_API. */
export const GAME_LAUNCH = '/wps/game/launch';
export const PLAY_API = {
  session: '/play/api/session',
  balance: '/play/api/balance',
  bet: '/play/api/bet',
} as const;
