/**
 * Relative URLs of the generated media (server/media/serve-media.ts serves them), in one place.
 * Tiles, logos and dealers are WebP rasters (cheap for a phone to decode by the hundred);
 * banners and promotion pictures stay SVG, a raster scene under text the phone's fonts draw.
 */
import { MEDIA_PREFIX } from '../../src/api/endpoints/constants';

export const gameIconUrl = (nodeId: number) => `${MEDIA_PREFIX}game/${nodeId}.webp`;
export const vendorIconUrl = (code: string) => `${MEDIA_PREFIX}vendor/${code}.webp`;
export const dealerImageUrl = (seed: number) => `${MEDIA_PREFIX}dealer/${seed}.webp`;
export const bannerImageUrl = (id: number) => `${MEDIA_PREFIX}banner/${id}.svg`;
export const promoImageUrl = (id: number, sequence: number) => `${MEDIA_PREFIX}promo/${id}/${sequence}.svg`;
/** The installed app's own icon (public/icons, precached with the shell). */
export const APP_ICON_URL = '/icons/icon-192.png';
