/** Relative URLs of the generated media (server/routes/media.ts serves them). */
import { MEDIA_PREFIX } from '../../src/api/endpoints/constants';

export const gameIconUrl = (nodeId: number) => `${MEDIA_PREFIX}game/${nodeId}.svg`;
export const vendorIconUrl = (code: string) => `${MEDIA_PREFIX}vendor/${code}.svg`;
export const bannerImageUrl = (id: number) => `${MEDIA_PREFIX}banner/${id}.svg`;
export const promoImageUrl = (id: number, sequence: number) => `${MEDIA_PREFIX}promo/${id}/${sequence}.svg`;
