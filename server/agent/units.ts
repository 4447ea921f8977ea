/**
 * The agent programme's numbers: the server counts cents and basis points, the wire carries units
 * and percent, both with two decimals (src/api/agent-wire.ts). SQL sums arrive as number, string
 * or null depending on the driver; `num` reads any of them.
 */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const units = (cents: unknown): number => num(cents) / 100;
/** 150 bp → 1.5 (%). */
export const percent = (bp: unknown): number => num(bp) / 100;
/** 1.5 (%) → 150 bp, without float noise. */
export const basisPoints = (rate: number): number => Math.round(rate * 100);
