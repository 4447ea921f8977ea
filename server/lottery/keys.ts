/**
 * The lottery's ledger keys, one per movement of money, derived from the row it belongs to: a
 * second settlement or a retried cancel finds the key taken and moves nothing again.
 */
export const stakeKey = (orderNo: string) => `lottery-stake:${orderNo}`;
export const winKey = (suborderId: number) => `lottery-win:${suborderId}`;
export const refundKey = (suborderId: number) => `lottery-refund:${suborderId}`;
/** A suborder's bets row. */
export const roundIdOf = (suborderId: number) => `lottery:${suborderId}`;
