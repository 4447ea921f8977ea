/** `wallet` area of the worker API. */
export const wallet = {};
