/**
 * Deposit bonus wagering on the wire: a bonus paid on a deposit is locked (with the deposit,
 * where the promotion says so) until the member's settled stakes on the eligible game types
 * since the grant reach `required`. Amounts in units.
 */
export type BonusGrantState = 'active' | 'completed' | 'forfeited';

export interface BonusWagering {
  promotionId: number;
  state: BonusGrantState;
  /** The bonus that was paid. */
  bonus: number;
  /** What stays out of a withdrawal while the wagering runs (0 once completed or forfeited). */
  locked: number;
  /** Settled turnover counted so far, at most `required`. */
  turnover: number;
  required: number;
  /** Game types whose settled stakes count; empty: every type. */
  gameTypes: string[];
  grantedAt: string;
}

/** After a forfeit: what went back, and the wallet now (all of it withdrawable). */
export interface BonusForfeitValue {
  promotionId: number;
  forfeited: number;
  balance: number;
  withdrawable: number;
}
