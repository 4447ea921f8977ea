/** Vip calls. */
export const vipEndpoints = {};
