/**
 * Plausible game names from word lists, one theme per classification key. Names are drawn from
 * an Rng, so the same seed always yields the same catalogue.
 */
import type { Rng } from './prng';

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mega', 'Super', 'Wild', 'Royal', 'Fortune', 'Magic', 'Crazy', 'Mighty',
  'Sweet', 'Fire', 'Jungle', 'Ocean', 'Diamond', 'Neon', 'Cosmic', 'Sacred', 'Ancient', 'Thunder',
  'Crystal', 'Jade', 'Ruby', 'Emerald', 'Midnight', 'Sunny', 'Frozen', 'Blazing', 'Silver', 'Hidden',
];
const NOUNS = [
  'Gems', 'Treasure', 'Ace', 'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Pharaoh', 'Fruits', 'Buffalo',
  'Empire', 'Temple', 'Koi', 'Candy', 'Riches', 'Jackpot', 'Wolf', 'Lion', 'Monkey', 'Genie',
  'Pirates', 'Samurai', 'Queen', 'Kingdom', 'Bonanza', 'Carnival', 'Festival', 'Safari', 'Galaxy', 'Vault',
];
const SLOT_SUFFIXES = ['', '', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Link', ' Rush', ' Blitz', ' Xmas'];
const PLACES = ['Carnaval', 'Rio', 'Manila', 'Samba', 'Fiesta', 'Pop', 'Star', 'Party', 'Beach', 'Bonanza', 'Club', 'Blast'];
const CRASH_A = ['Sky', 'Rocket', 'Jet', 'Star', 'Moon', 'Turbo', 'Nitro', 'Comet', 'Aero', 'Space'];
const CRASH_B = ['Crash', 'X', 'Rush', 'Flight', 'Boost', 'Launch', 'Pilot', 'Climb'];
const TABLE_GAMES = [
  'Baccarat', 'Blackjack', 'Teen Patti', 'Andar Bahar', 'Dragon Tiger', 'Sic Bo', 'Roulette', 'Poker',
  'Rummy', 'Ludo', 'Pusoy', 'Tongits', 'Mahjong', 'Fan Tan', 'Pai Gow', 'Jhandi Munda',
];
const TABLE_PREFIXES = ['Classic', 'Speed', 'VIP', 'Royal', 'Mini', 'Super', 'Lucky', '3D', 'Pro', 'Fast'];
const FISH_A = ['Ocean', 'Deep Sea', 'Fishing', 'Mermaid', 'Shark', 'Golden Toad', 'Dragon', 'Kraken', 'Reef', 'Lucky'];
const FISH_B = ['King', 'Hunter', 'War', 'Party', 'Legend', 'Frenzy', 'Bounty', 'Fortune', 'Blast', 'Carnival'];
const LIVE_PREFIXES = ['Speed', 'Lightning', 'No Commission', 'VIP', 'Squeeze', 'Golden', 'Prosperity', 'Classic', 'Salon Prive', 'First Person'];
const SHOW_A = ['Mega', 'Crazy', 'Lucky', 'Golden', 'Funky', 'Super', 'Sweet', 'Cash'];
const SHOW_B = ['Wheel', 'Ball', 'Dice', 'Coin Flip', 'Time', 'Drop', 'Hunt', 'Catcher'];
const MINI_GAMES = ['Mines', 'Plinko', 'Dice', 'Limbo', 'Hilo', 'Keno', 'Tower', 'Wheel', 'Coin Flip', 'Goal'];
const MINI_PREFIXES = ['BGS', 'Lucky', 'Mega', 'Turbo', 'Classic', 'Neon', 'Royal', 'Quick'];

const LIVE_TABLES: Record<string, string> = {
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  DRAGONTIGER: 'Dragon Tiger',
  SICBO: 'Sic Bo',
};

/** One candidate name for a game of `classify`; the caller makes it unique within the vendor. */
export function candidateName(rng: Rng, classify: string): string {
  switch (classify) {
    case 'BG':
      return rng.chance(0.5) ? `${rng.pick(ADJECTIVES)} Bingo` : `Bingo ${rng.pick(PLACES)}`;
    case 'CRASH':
      return `${rng.pick(CRASH_A)} ${rng.pick(CRASH_B)}`;
    case 'TABLE':
    case 'CARD':
      return `${rng.pick(TABLE_PREFIXES)} ${rng.pick(TABLE_GAMES)}`;
    case 'FISH':
      return `${rng.pick(FISH_A)} ${rng.pick(FISH_B)}`;
    case 'GAMESHOW':
      return `${rng.pick(SHOW_A)} ${rng.pick(SHOW_B)}`;
    case 'MINI':
      return `${rng.pick(MINI_PREFIXES)} ${rng.pick(MINI_GAMES)}`;
    default: {
      const live = LIVE_TABLES[classify];
      if (live) return `${rng.pick(LIVE_PREFIXES)} ${live}`;
      return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}${rng.pick(SLOT_SUFFIXES)}`;
    }
  }
}

/** Draws names until one is unused; past a few collisions, numbers the name instead ("… 3"). */
export function uniqueName(rng: Rng, classify: string, used: Set<string>): string {
  let name = candidateName(rng, classify);
  for (let attempt = 0; used.has(name) && attempt < 12; attempt += 1) name = candidateName(rng, classify);
  const base = name;
  for (let n = 2; used.has(name); n += 1) name = `${base} ${n}`;
  used.add(name);
  return name;
}
