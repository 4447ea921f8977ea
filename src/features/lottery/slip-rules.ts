/**
 * The order slip's pure rules: adding picks (no line twice, at most the menu's suborders), removing
 * one, stakes kept within the bet type's limits by the stepper, the total in cents (no float
 * drift), and the slip as stored in localStorage, read back defensively. DOM-free.
 */
import { isValidPick, LOTTERY_BET_TYPES, LOTTERY_MAX_SUBORDERS, LOTTERY_STAKE, type LotteryBetType } from '../../api/lottery-rules';
import { toCents, toUnits } from '../../api/money';

export interface SlipLine {
  betType: LotteryBetType;
  pick: string;
  stake: number;
}

export interface StakeLimits {
  min: number;
  max: number;
}

/** What a new line stakes before the player changes it. */
export const DEFAULT_STAKE = 10;

export const lineId = (line: Pick<SlipLine, 'betType' | 'pick'>) => `${line.betType}:${line.pick}`;

/** A stake inside the limits, to the cent. */
export function clampStake(stake: number, limits: StakeLimits): number {
  const cents = Math.min(toCents(limits.max), Math.max(toCents(limits.min), toCents(Number.isFinite(stake) ? stake : limits.min)));
  return toUnits(cents);
}

export const defaultStake = (limits: StakeLimits) => clampStake(DEFAULT_STAKE, limits);

/**
 * The stepper's next stake: steps that grow with the stake (1 under 10, 10 under 100, 100 under
 * 1,000, then 1,000), so a few taps reach any limit; always within the limits.
 */
export function stepStake(stake: number, direction: 1 | -1, limits: StakeLimits): number {
  const base = direction === 1 ? stake : stake - 0.01; // stepping down from 100 goes to 90, not 0
  const step = base < 10 ? 1 : base < 100 ? 10 : base < 1_000 ? 100 : 1_000;
  return clampStake(stake + direction * step, limits);
}

export interface AddOutcome {
  lines: SlipLine[];
  added: number;
  /** Already on the slip: not added twice. */
  duplicates: number;
  /** Left out because the slip was full. */
  overflow: number;
}

/** Add picks at a stake; a pick already on the slip keeps its line, a full slip takes no more. */
export function addLines(lines: readonly SlipLine[], picks: readonly Pick<SlipLine, 'betType' | 'pick'>[], stake: number, max = LOTTERY_MAX_SUBORDERS): AddOutcome {
  const next = [...lines];
  const known = new Set(lines.map(lineId));
  let added = 0;
  let duplicates = 0;
  let overflow = 0;
  for (const pick of picks) {
    if (known.has(lineId(pick))) duplicates++;
    else if (next.length >= max) overflow++;
    else {
      next.push({ betType: pick.betType, pick: pick.pick, stake });
      known.add(lineId(pick));
      added++;
    }
  }
  return { lines: next, added, duplicates, overflow };
}

export const removeLine = (lines: readonly SlipLine[], id: string) => lines.filter((line) => lineId(line) !== id);

export const setLineStake = (lines: readonly SlipLine[], id: string, stake: number) =>
  lines.map((line) => (lineId(line) === id ? { ...line, stake } : line));

/** The slip's total in currency units, summed in cents. */
export const slipTotal = (lines: readonly SlipLine[]) => toUnits(lines.reduce((sum, line) => sum + toCents(line.stake), 0));

/** Each line's stake brought inside its bet type's limits (the menu's limits may have changed). */
export function fitStakes(lines: readonly SlipLine[], limitsOf: (type: LotteryBetType) => StakeLimits | undefined): SlipLine[] {
  return lines.map((line) => {
    const limits = limitsOf(line.betType);
    return limits ? { ...line, stake: clampStake(line.stake, limits) } : line;
  });
}

/** The stored slip for a game: only well-formed lines survive, whatever the storage holds. */
export function parseSlip(text: string | null): SlipLine[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: SlipLine[] = [];
  for (const item of data as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { betType, pick, stake } = item as Record<string, unknown>;
    if (typeof betType !== 'string' || !(LOTTERY_BET_TYPES as readonly string[]).includes(betType)) continue;
    const type = betType as LotteryBetType;
    if (typeof pick !== 'string' || !isValidPick(type, pick)) continue;
    if (typeof stake !== 'number' || !Number.isFinite(stake)) continue;
    lines.push({ betType: type, pick, stake: clampStake(stake, LOTTERY_STAKE) });
  }
  return dedupe(lines);
}

/** One line per pick, at most a full slip. */
function dedupe(lines: SlipLine[]): SlipLine[] {
  const seen = new Set<string>();
  const kept: SlipLine[] = [];
  for (const line of lines) {
    if (seen.has(lineId(line)) || kept.length >= LOTTERY_MAX_SUBORDERS) continue;
    seen.add(lineId(line));
    kept.push(line);
  }
  return kept;
}

/** Where a game's slip lives in localStorage. */
export const slipStorageKey = (gameCode: string) => `lobby.lottery.slip.${gameCode}`;
