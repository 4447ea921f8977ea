/** `profile` area of the worker API. */
export const profile = {};
