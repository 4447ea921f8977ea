/** `vip` area of the worker API. */
export const vip = {};
