/** Profile calls. */
export const profileEndpoints = {};
