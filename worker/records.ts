/** `records` area of the worker API. */
export const records = {};
