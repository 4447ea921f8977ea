/**
 * The demo operator's vendors (SPEC §1 categories, §9 codes). Weights share the generated games
 * between vendors; `names` pins lobby-style categories (sports, e-sports, cockfight, lottery)
 * whose vendors offer a handful of fixed entries rather than a long catalogue.
 */
import type { GameCategory } from '../../src/api/catalogue-wire';
import { BINGO_CLASSIFY } from '../games/categories';

export interface ClassSpec {
  key: string;
  displayName: string;
  /** Share of the generated games; ignored when `names` is given. */
  weight?: number;
  /** Fixed game names: exactly these games exist, whatever N is. */
  names?: string[];
}

export interface VendorSpec {
  code: string;
  displayName: string;
  categories: Partial<Record<GameCategory, ClassSpec[]>>;
}

const slot = (weight: number): ClassSpec => ({ key: 'SLOT', displayName: 'Slots', weight });
const bingo = (weight: number): ClassSpec => ({ key: BINGO_CLASSIFY, displayName: 'Bingo', weight });
const crash = (weight: number): ClassSpec => ({ key: 'CRASH', displayName: 'Crash', weight });
const table = (weight: number): ClassSpec => ({ key: 'TABLE', displayName: 'Table Games', weight });
const card = (weight: number): ClassSpec => ({ key: 'CARD', displayName: 'Card Games', weight });
const fish = (weight: number): ClassSpec => ({ key: 'FISH', displayName: 'Fishing', weight });
const fixed = (key: string, displayName: string, names: string[]): ClassSpec => ({ key, displayName, names });
const esport = (name: string) => ({ ESPORTS: [fixed('ESPORTS', 'E-Sports', [name])] });
const cockfight = (...names: string[]) => ({ COCKFIGHT: [fixed('COCKFIGHT', 'Cockfight', names)] });

/** Live tables are named alike whoever deals them. */
const LIVE_TABLES = { BACCARAT: 'Baccarat', ROULETTE: 'Roulette', BLACKJACK: 'Blackjack', GAMESHOW: 'Game Shows', DRAGONTIGER: 'Dragon Tiger', SICBO: 'Sic Bo' };
const live = (key: keyof typeof LIVE_TABLES, weight: number): ClassSpec => ({ key, displayName: LIVE_TABLES[key], weight });

/** Array order is the operator's vendor order inside every category. */
export const VENDORS: VendorSpec[] = [
  { code: 'JILI', displayName: 'JILI', categories: { RNG: [slot(40), bingo(6), crash(4), table(4)], FISH: [fish(6)], PVP: [card(4)] } },
  { code: 'FC', displayName: 'Fa Chai', categories: { RNG: [slot(30), bingo(4)], FISH: [fish(5)] } },
  { code: 'PGE', displayName: 'PG Electronic', categories: { RNG: [slot(34), crash(3)], FISH: [fish(3)] } },
  { code: 'PP', displayName: 'Pragmatic Play', categories: { RNG: [slot(28)], LIVE: [live('BACCARAT', 4), live('ROULETTE', 3), live('GAMESHOW', 2)] } },
  { code: 'CQ9', displayName: 'CQ9 Gaming', categories: { RNG: [slot(18)], FISH: [fish(3)] } },
  { code: 'JDB', displayName: 'JDB Gaming', categories: { RNG: [slot(16), bingo(3)], FISH: [fish(3)] } },
  { code: 'EVO', displayName: 'Evolution', categories: { LIVE: [live('BACCARAT', 6), live('ROULETTE', 5), live('BLACKJACK', 5), live('GAMESHOW', 4)] } },
  { code: 'SEXY', displayName: 'AE Sexy', categories: { LIVE: [live('BACCARAT', 4), live('DRAGONTIGER', 2), live('SICBO', 2)] } },
  { code: 'KM', displayName: 'KingMaker', categories: { PVP: [card(6), table(4)] } },
  { code: 'V8', displayName: 'V8 Poker', categories: { PVP: [card(6)] } },
  {
    code: 'BGS',
    displayName: 'BGS In-House',
    categories: {
      INHOUSE: [crash(3), table(3), slot(4), { key: 'MINI', displayName: 'Mini Games', weight: 3 }],
    },
  },
  { code: 'SABA', displayName: 'SABA Sports', categories: { SPORTS: [fixed('SPORTS', 'Sportsbook', ['SABA Sportsbook', 'SABA Virtual Sports', 'SABA Number Game'])] } },
  { code: 'SBO', displayName: 'SBOBET', categories: { SPORTS: [fixed('SPORTS', 'Sportsbook', ['SBO Sportsbook', 'SBO Virtual Football'])] } },
  { code: 'AV', displayName: 'AV E-Sports', categories: esport('AV E-Sports') },
  { code: 'AI', displayName: 'AI E-Sports', categories: esport('AI E-Sports') },
  { code: 'IMES', displayName: 'IM E-Sports', categories: esport('IM E-Sports') },
  { code: 'TF', displayName: 'TF Gaming', categories: esport('TF Gaming E-Sports') },
  { code: 'IA', displayName: 'IA E-Sports', categories: esport('IA E-Sports') },
  { code: 'SV3', displayName: 'SV388', categories: cockfight('SV388 Cockfight', 'SV388 Derby') },
  { code: 'DS88', displayName: 'DS88 Sabong', categories: cockfight('DS88 Sabong') },
  { code: 'DIG', displayName: 'Digmaan', categories: cockfight('Digmaan Cockfight') },
  { code: 'WGB', displayName: 'WGB Sabong', categories: cockfight('WGB Sabong') },
  { code: 'WS168', displayName: 'WS168', categories: cockfight('WS168 Cockfight', 'WS168 Derby') },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'TCG Lotto VN',
    categories: {
      LOTT: [fixed('LOTTERY', 'Lottery', ['Mien Bac', 'Mien Nam', 'Mien Trung', 'VN Keno', 'VN Power 6/55', 'VN Mega 6/45'])],
      // Its own key: game codes are vendor-key-serial, and the lottery's calls name a game by its code.
      ELOTT: [fixed('ELOTTERY', 'E-Lottery', ['Fast 3 (1 min)', 'Fast 5D', 'PK10 Racing', 'Lucky Lotto 1 min'])],
    },
  },
];

/** The operator's category order for the sorting list (header navigation follows it). */
export const CATEGORY_ORDER: GameCategory[] = [
  'RNG',
  'FISH',
  'LIVE',
  'BINGO',
  'PVP',
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];
