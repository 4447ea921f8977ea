/**
 * The demo games' rules: what a round deals and what it pays. Pure functions over an injected
 * random source, so the server draws with node:crypto and tests can fix the draw. Payouts are
 * whole cents and include the returned stake (a push pays exactly the stake back).
 */
export type RandomInt = (maxExclusive: number) => number;

export type GameKind = 'slots' | 'baccarat' | 'pick' | 'fishing';

/** SPEC §1 categories → the kind of demo game (DESIGN: slots, a table game, a pick-and-bet, or fishing). */
export function gameKind(category: string): GameKind {
  if (category === 'LIVE' || category === 'PVP') return 'baccarat';
  if (category === 'FISH') return 'fishing';
  if (PICKS[category]) return 'pick';
  return 'slots';
}

// ---------------------------------------------------------------- slots: 3x3, five lines

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
/** Weights out of 100, and what three in a line pay per line bet: about 95% return to player. */
export const WEIGHTS: Record<SlotSymbol, number> = { cherry: 30, lemon: 25, bell: 18, star: 12, diamond: 8, seven: 7 };
export const LINE_PAYS: Record<SlotSymbol, number> = { cherry: 10, lemon: 12, bell: 25, star: 60, diamond: 150, seven: 500 };
/** Rows top to bottom, then the two diagonals; cells are [row, column]. */
export const LINES: [number, number][][] = [
  [[0, 0], [0, 1], [0, 2]],
  [[1, 0], [1, 1], [1, 2]],
  [[2, 0], [2, 1], [2, 2]],
  [[0, 0], [1, 1], [2, 2]],
  [[2, 0], [1, 1], [0, 2]],
];

export interface SlotsOutcome {
  kind: 'slots';
  /** grid[row][column] */
  grid: SlotSymbol[][];
  wins: { line: number; symbol: SlotSymbol; payoutCents: number }[];
}

function drawSymbol(random: RandomInt): SlotSymbol {
  let roll = random(100);
  for (const symbol of SYMBOLS) {
    roll -= WEIGHTS[symbol];
    if (roll < 0) return symbol;
  }
  return 'cherry';
}

export function spinSlots(stakeCents: number, random: RandomInt): { outcome: SlotsOutcome; payoutCents: number } {
  const grid = [0, 1, 2].map(() => [0, 1, 2].map(() => drawSymbol(random)));
  const wins: SlotsOutcome['wins'] = [];
  LINES.forEach((cells, line) => {
    const symbols = cells.map(([r, c]) => grid[r]![c]!);
    const first = symbols[0]!;
    if (symbols.every((s) => s === first)) {
      // Floor: the house never pays a fraction of a cent it does not have.
      wins.push({ line, symbol: first, payoutCents: Math.floor((stakeCents * LINE_PAYS[first]) / LINES.length) });
    }
  });
  return { outcome: { kind: 'slots', grid, wins }, payoutCents: wins.reduce((sum, w) => sum + w.payoutCents, 0) };
}

// ---------------------------------------------------------------- baccarat (punto banco)

export const BACCARAT_PICKS = ['player', 'banker', 'tie'] as const;
export type BaccaratPick = (typeof BACCARAT_PICKS)[number];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

export interface Card {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
}

export interface BaccaratOutcome {
  kind: 'baccarat';
  pick: BaccaratPick;
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  result: BaccaratPick;
}

const cardValue = (card: Card) => Math.min(RANKS.indexOf(card.rank) + 1, 10) % 10;
const points = (hand: Card[]) => hand.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** The standard banker third-card rule, given the player's third card (if any). */
function bankerDraws(banker: number, playerThird: Card | undefined): boolean {
  if (!playerThird) return banker <= 5;
  const p = cardValue(playerThird);
  if (banker <= 2) return true;
  if (banker === 3) return p !== 8;
  if (banker === 4) return p >= 2 && p <= 7;
  if (banker === 5) return p >= 4 && p <= 7;
  if (banker === 6) return p === 6 || p === 7;
  return false;
}

/** Banker wins pay 0.95:1 (the commission), ties 8:1; a tie returns player and banker stakes. */
export function dealBaccarat(stakeCents: number, pick: BaccaratPick, random: RandomInt) {
  // An endless shoe: every card is an independent draw.
  const deal = (): Card => ({ rank: RANKS[random(RANKS.length)]!, suit: SUITS[random(SUITS.length)]! });
  const player = [deal(), deal()];
  const banker = [deal(), deal()];
  const natural = points(player) >= 8 || points(banker) >= 8;
  let playerThird: Card | undefined;
  if (!natural && points(player) <= 5) {
    playerThird = deal();
    player.push(playerThird);
  }
  if (!natural && bankerDraws(points(banker), playerThird)) banker.push(deal());
  const [p, b] = [points(player), points(banker)];
  const result: BaccaratPick = p > b ? 'player' : b > p ? 'banker' : 'tie';
  let payoutCents = 0;
  if (result === 'tie') payoutCents = pick === 'tie' ? stakeCents * 9 : stakeCents;
  else if (result === pick) payoutCents = pick === 'banker' ? Math.floor(stakeCents * 1.95) : stakeCents * 2;
  const outcome: BaccaratOutcome = { kind: 'baccarat', pick, player, banker, playerPoints: p, bankerPoints: b, result };
  return { outcome, payoutCents };
}

// ---------------------------------------------------------------- pick: lottery digit, match side

interface PickGame {
  options: string[];
  /** Total paid on a correct pick, in hundredths of the stake (950 = 9.5x). */
  payPercent: number;
}

const SIDES: PickGame = { options: ['home', 'away'], payPercent: 190 };
export const PICKS: Record<string, PickGame> = {
  LOTT: { options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], payPercent: 950 },
  ELOTT: { options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], payPercent: 950 },
  SPORTS: SIDES,
  ESPORTS: SIDES,
  COCKFIGHT: { options: ['meron', 'wala'], payPercent: 190 },
};

export interface PickOutcome {
  kind: 'pick';
  pick: string;
  result: string;
}

export function drawPick(category: string, stakeCents: number, pick: string, random: RandomInt) {
  const game = PICKS[category]!;
  const result = game.options[random(game.options.length)]!;
  const payoutCents = result === pick ? Math.floor((stakeCents * game.payPercent) / 100) : 0;
  const outcome: PickOutcome = { kind: 'pick', pick, result };
  return { outcome, payoutCents };
}

// ---------------------------------------------------------------- fishing: one shot at one fish

/** The fish in the pond, smallest first, with what a catch pays per stake. */
export const FISH = [
  { kind: 'clownfish', multiplier: 2 },
  { kind: 'puffer', multiplier: 3 },
  { kind: 'turtle', multiplier: 5 },
  { kind: 'lionfish', multiplier: 10 },
  { kind: 'shark', multiplier: 20 },
  { kind: 'dragon', multiplier: 50 },
] as const;
export type FishKind = (typeof FISH)[number]['kind'];
export const FISH_KINDS: readonly FishKind[] = FISH.map((f) => f.kind);

/** Out of HIT_SCALE: a catch of a fish paying m comes with probability HIT_NUMERATOR / m, so every fish returns 95%. */
export const HIT_SCALE = 10_000;
export const HIT_NUMERATOR = 9_500;

export interface FishingOutcome {
  kind: 'fishing';
  target: FishKind;
  hit: boolean;
  multiplier: number;
}

export function fishMultiplier(target: string): number | undefined {
  return FISH.find((f) => f.kind === target)?.multiplier;
}

/**
 * One shot: the stake is spent, the server decides the catch. random(10 000) < 9 500 / m, compared
 * as roll × m < 9 500 so no fraction is rounded. A catch pays stake × m (whole cents, floored).
 */
export function shootFish(stakeCents: number, target: FishKind, random: RandomInt) {
  const multiplier = fishMultiplier(target)!;
  const hit = random(HIT_SCALE) * multiplier < HIT_NUMERATOR;
  const payoutCents = hit ? Math.floor(stakeCents * multiplier) : 0;
  const outcome: FishingOutcome = { kind: 'fishing', target, hit, multiplier };
  return { outcome, payoutCents };
}

export type Outcome = SlotsOutcome | BaccaratOutcome | PickOutcome | FishingOutcome;

/** The picks a game accepts (empty for slots, which take none). */
export function validPicks(category: string): readonly string[] {
  const kind = gameKind(category);
  if (kind === 'baccarat') return BACCARAT_PICKS;
  if (kind === 'fishing') return FISH_KINDS;
  if (kind === 'pick') return PICKS[category]!.options;
  return [];
}

/** Play one round; `pick` has been checked against validPicks(category). */
export function playRound(category: string, stakeCents: number, pick: string | undefined, random: RandomInt) {
  const kind = gameKind(category);
  if (kind === 'baccarat') return dealBaccarat(stakeCents, pick as BaccaratPick, random);
  if (kind === 'pick') return drawPick(category, stakeCents, pick!, random);
  // A caller that names no fish (a seeded history, a turnover test) shoots the smallest.
  if (kind === 'fishing') return shootFish(stakeCents, (pick as FishKind | undefined) ?? FISH_KINDS[0]!, random);
  return spinSlots(stakeCents, random);
}
