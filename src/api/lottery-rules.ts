/**
 * The lottery's rules, shared by the server (which validates and settles by them) and the client
 * (which offers and checks picks by them): one definition, so the picker can never offer what the
 * server refuses. Pure and DOM-free.
 *
 * Every draw produces one five-digit result ('48213'); VN-style daily draws publish prize tiers
 * besides (lottery-wire.ts VnResult), but every bet type settles against this main number:
 * - last1 / last2 / last3: the last one, two or three digits, exactly;
 * - big_small: the last digit 5–9 (big) or 0–4 (small);
 * - odd_even: the last digit odd or even.
 *
 * Prize mode (SPEC §3 "Prize modes", §4 "Prize mode is ELOTT if …"): LOTT pays the traditional
 * table, ELOTT the e-lottery one. Odds are the total paid per 1.00 staked, stake included.
 */

export const LOTTERY_BET_TYPES = ['last1', 'last2', 'last3', 'big_small', 'odd_even'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Hundredths of the stake paid on a win (950 = 9.50x), by prize mode and bet type. */
export const LOTTERY_ODDS_HUNDREDTHS: Record<PrizeMode, Record<LotteryBetType, number>> = {
  LOTT: { last1: 950, last2: 9_500, last3: 90_000, big_small: 195, odd_even: 195 },
  ELOTT: { last1: 970, last2: 9_700, last3: 95_000, big_small: 198, odd_even: 198 },
};

/** Per suborder, in currency units. */
export const LOTTERY_STAKE = { min: 1, max: 5_000 } as const;
/** Suborders in one order. */
export const LOTTERY_MAX_SUBORDERS = 20;
/** Digits in a draw's main result. */
export const RESULT_DIGITS = 5;

const WORD_PICKS: Partial<Record<LotteryBetType, readonly string[]>> = {
  big_small: ['big', 'small'],
  odd_even: ['odd', 'even'],
};

const DIGITS: Partial<Record<LotteryBetType, number>> = { last1: 1, last2: 2, last3: 3 };

/** Every pick a bet type takes, in the picker's order ('0'…'9', '00'…'99', 'big', …). */
export function picksOf(type: LotteryBetType): string[] {
  const words = WORD_PICKS[type];
  if (words) return [...words];
  const digits = DIGITS[type]!;
  return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
}

export function isValidPick(type: LotteryBetType, pick: string): boolean {
  const words = WORD_PICKS[type];
  if (words) return words.includes(pick);
  const digits = DIGITS[type]!;
  return new RegExp(`^\\d{${digits}}$`).test(pick);
}

/** The pick of `type` that wins against a draw's main result. */
export function winningPick(type: LotteryBetType, result: string): string {
  const last = Number(result.at(-1));
  switch (type) {
    case 'big_small':
      return last >= 5 ? 'big' : 'small';
    case 'odd_even':
      return last % 2 === 1 ? 'odd' : 'even';
    default:
      return result.slice(-DIGITS[type]!);
  }
}

/** What a suborder pays, in cents (0 on a loss): floored, the house never pays a fraction of a cent. */
export function suborderPayoutCents(type: LotteryBetType, pick: string, stakeCents: number, oddsHundredths: number, result: string): number {
  return winningPick(type, result) === pick ? Math.floor((stakeCents * oddsHundredths) / 100) : 0;
}

/** SPEC §4: ELOTT when the vendor mapping's ELOTT entry lists TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeOf(elottVendors: readonly string[]): PrizeMode {
  return elottVendors.some((vendor) => vendor === 'TCG_LOTTO_VN' || vendor === 'LOTT') ? 'ELOTT' : 'LOTT';
}
