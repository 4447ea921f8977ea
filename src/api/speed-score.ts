/**
 * SPEC §9 server-speed scoring, shared by the worker (which pings and scores) and the speed
 * picker (which rates and sorts). Pure: the random source is injected so tests pin it.
 *
 * The score is deliberately not the raw round-trip: the spec maps elapsed time into bands with
 * a random value inside each band, and a failed ping counts as 9999 (SPEC §8: "marked slow").
 */
export const SPEED_FAILURE_MS = 9999;
/** SPEC §7 "Other": the first 5 domains of the route list are tested. */
export const SPEED_DOMAIN_LIMIT = 5;
/** How long one ping may take before it counts as a failure. */
export const SPEED_PING_TIMEOUT_MS = 5000;

export type SpeedRating = 'fast' | 'normal' | 'slow';

const randomBetween = (min: number, max: number, random: () => number) =>
  Math.round(min + random() * (max - min));

/** SPEC §9: ≥400 ms → 100–150; ≥200 → 60–100; ≥100 → 40–60; below 100 → 20–40; failure 9999. */
export function speedScore(elapsedMs: number | null, random: () => number = Math.random): number {
  if (elapsedMs === null || !Number.isFinite(elapsedMs) || elapsedMs < 0) return SPEED_FAILURE_MS;
  if (elapsedMs >= 400) return randomBetween(100, 150, random);
  if (elapsedMs >= 200) return randomBetween(60, 100, random);
  if (elapsedMs >= 100) return randomBetween(40, 60, random);
  return randomBetween(20, 40, random);
}

/** SPEC §9: up to 80 fast, up to 150 normal, else slow. */
export function speedRating(score: number): SpeedRating {
  if (score <= 80) return 'fast';
  if (score <= 150) return 'normal';
  return 'slow';
}

/** SPEC §9: the list's display category is fast under 99, else the rating. */
export function speedDisplayCategory(score: number): SpeedRating {
  return score < 99 ? 'fast' : speedRating(score);
}

/** SPEC §4 "Speed list": tested entries by score, untested (null) after them in list order. */
export function sortSpeedEntries<T extends { ms: number | null }>(entries: readonly T[]): T[] {
  const tested = entries.filter((entry) => entry.ms !== null).sort((a, b) => (a.ms ?? 0) - (b.ms ?? 0));
  return [...tested, ...entries.filter((entry) => entry.ms === null)];
}

/** The base URL a domain route entry stands for, in the page's scheme. */
export function domainBaseUrl(domainName: string, protocol: string): string {
  if (/^https?:\/\//i.test(domainName)) return domainName.replace(/\/+$/, '');
  return `${protocol}//${domainName.replace(/\/+$/, '')}`;
}
