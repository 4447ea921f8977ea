/** `withdraw` area of the worker API. */
export const withdraw = {};
