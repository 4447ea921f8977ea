/**
 * What a bet pays, in whole cents from hundredths, exactly (BigInt: no floating-point drift).
 * A single pays stake × price; an accumulator stake × the product of its legs' prices, floored to
 * the cent. The product is capped at MAX_BET_PRICE (the highest price a slip may carry), which
 * keeps every payout inside the safe integer range and the bet's price inside its column.
 */
export const MAX_BET_PRICE_HUNDREDTHS = 100_000;

/** The product of the legs' prices, in hundredths, rounded to two decimals and capped. */
export function betPriceHundredths(legPrices: readonly number[]): number {
  const { product, scale } = exactProduct(legPrices);
  // Round half up: (product + scale/2) / scale.
  const rounded = (product + scale / 2n) / scale;
  return Number(rounded > BigInt(MAX_BET_PRICE_HUNDREDTHS) ? BigInt(MAX_BET_PRICE_HUNDREDTHS) : rounded);
}

/** stake × the exact product of the prices (capped), floored to the cent. */
export function accumulatorPayoutCents(stakeCents: number, legPrices: readonly number[]): number {
  const { product, scale } = exactProduct(legPrices);
  const cap = BigInt(MAX_BET_PRICE_HUNDREDTHS) * scale;
  const capped = product > cap ? cap : product;
  // product / (scale × 100) is the price; × stake, floored.
  return Number((BigInt(stakeCents) * capped) / (scale * 100n));
}

/** The product of the hundredths, and the power of 100 that brings it back to hundredths. */
function exactProduct(legPrices: readonly number[]): { product: bigint; scale: bigint } {
  let product = 1n;
  for (const price of legPrices) product *= BigInt(price);
  return { product, scale: 100n ** BigInt(Math.max(0, legPrices.length - 1)) };
}
