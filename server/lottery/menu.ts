/**
 * What each bet type takes: its odds in the site's prize mode and its stake limits. The limits
 * sit inside the wire's LOTTERY_STAKE and narrow it where the odds are long, so one suborder's
 * win stays within what the house pays on a single pick (last3 at 900x: 500.00 → 450,000.00).
 */
import type { LotteryBetTypeInfo } from '../../src/api/lottery-wire';
import { LOTTERY_BET_TYPES, LOTTERY_ODDS_HUNDREDTHS, LOTTERY_STAKE, type LotteryBetType, type PrizeMode } from '../../src/api/lottery-rules';

export const BET_TYPE_STAKE: Record<LotteryBetType, { min: number; max: number }> = {
  last1: { min: LOTTERY_STAKE.min, max: LOTTERY_STAKE.max },
  last2: { min: LOTTERY_STAKE.min, max: 2_000 },
  last3: { min: LOTTERY_STAKE.min, max: 500 },
  big_small: { min: LOTTERY_STAKE.min, max: LOTTERY_STAKE.max },
  odd_even: { min: LOTTERY_STAKE.min, max: LOTTERY_STAKE.max },
};

export function betTypeInfos(mode: PrizeMode): LotteryBetTypeInfo[] {
  return LOTTERY_BET_TYPES.map((type) => ({
    type,
    odds: LOTTERY_ODDS_HUNDREDTHS[mode][type] / 100,
    minStake: BET_TYPE_STAKE[type].min,
    maxStake: BET_TYPE_STAKE[type].max,
  }));
}

export function stakeWithin(type: LotteryBetType, stakeCents: number): boolean {
  const { min, max } = BET_TYPE_STAKE[type];
  return Number.isSafeInteger(stakeCents) && stakeCents >= min * 100 && stakeCents <= max * 100;
}
