/**
 * A draw's numbers. The main result is five digits from the random source (node:crypto in play,
 * a fixed one in tests). A daily VN-style draw also publishes a northern prize board: the special
 * prize is the main result; the other tiers are derived from the game, the draw and the result by
 * a hash, so the board is fixed once the draw is and needs no randomness of its own.
 */
import { createHash, randomInt } from 'node:crypto';
import type { VnPrizeTier } from '../../src/api/lottery-wire';
import { RESULT_DIGITS } from '../../src/api/lottery-rules';
import type { RandomInt } from '../play/outcomes';

export const secureRandom: RandomInt = (max) => randomInt(max);

export function drawResult(random: RandomInt): string {
  return Array.from({ length: RESULT_DIGITS }, () => String(random(10))).join('');
}

export interface VnTier {
  tier: VnPrizeTier;
  numbers: string[];
}

/** The northern board below the special prize: tier, how many numbers, how many digits each. */
const BOARD: readonly [VnPrizeTier, number, number][] = [
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];

/** Digits from a hash chain of the draw: as many as the board needs, the same every time. */
function digitStream(seed: string): () => string {
  let block = createHash('sha256').update(seed).digest();
  let at = 0;
  return () => {
    if (at >= block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    // 250 of 256 byte values: every digit equally likely.
    const byte = block[at++]!;
    return byte < 250 ? String(byte % 10) : '';
  };
}

export function vnTiers(gameCode: string, drawNo: string, result: string): VnTier[] {
  const next = digitStream(`${gameCode}/${drawNo}/${result}`);
  const digits = (length: number) => {
    let out = '';
    while (out.length < length) out += next();
    return out;
  };
  return [{ tier: 'special', numbers: [result] }, ...BOARD.map(([tier, count, length]) => ({ tier, numbers: Array.from({ length: count }, () => digits(length)) }))];
}
