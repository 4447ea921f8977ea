/** `deposit` area of the worker API. */
export const deposit = {};
