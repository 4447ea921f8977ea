/** Records calls. */
export const recordsEndpoints = {};
