/**
 * wps paths. SPEC §7 names most calls but leaves their paths open; these are the reference
 * server's, and an operator pointing the client at another backend changes them here only.
 */
export const API = {
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  vendors: '/wps/game/vendors',
  gameList: '/wps/game/list',
  hotGames: '/wps/game/hot',
  winners: '/wps/game/winners',
  announcements: '/wps/announcement',
  ping: '/common/v.1.0.1/ping.json',
} as const;

/** Where generated media lives on the reference server (icons, banners). */
export const MEDIA_PREFIX = '/media/';

/** Page sizes of SPEC §9. */
export const PAGE_SIZE = 36;
export const WINNER_LIMIT = 50;
