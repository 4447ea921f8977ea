/**
 * Which picture a game gets: a theme read off its name (the words players see), else its kind.
 * Pure and deterministic, so a game keeps its picture for as long as it keeps its name.
 */
import * as casino from './motifs-casino';
import type { Motif } from './motifs-casino';
import * as world from './motifs-world';

export interface Theme {
  motif: Motif;
  /** Backdrop: centre and edge of a radial gradient. */
  backdrop: [string, string];
  /** The motif's main hue (gems, balls, fish, … take their colours from it). */
  hue: number;
}

export const THEMES = {
  sevens: { motif: casino.sevens, backdrop: ['#9d4edd', '#240046'], hue: 280 },
  fruit: { motif: casino.fruit, backdrop: ['#ff70a6', '#5a0b3f'], hue: 330 },
  gems: { motif: casino.gems, backdrop: ['#3a86ff', '#0b1d51'], hue: 190 },
  cards: { motif: casino.cards, backdrop: ['#2d9d5a', '#06331c'], hue: 140 },
  chips: { motif: casino.chips, backdrop: ['#d62846', '#3d0612'], hue: 350 },
  roulette: { motif: casino.roulette, backdrop: ['#1b8a5a', '#04251a'], hue: 150 },
  wheel: { motif: casino.wheel, backdrop: ['#4f7cff', '#121a5c'], hue: 20 },
  dice: { motif: casino.dice, backdrop: ['#e63946', '#43070f'], hue: 0 },
  balls: { motif: casino.balls, backdrop: ['#9b6bff', '#2a0d63'], hue: 200 },
  coins: { motif: casino.coins, backdrop: ['#e5383b', '#4f0709'], hue: 45 },
  treasure: { motif: casino.treasure, backdrop: ['#f4a259', '#4a1c02'], hue: 35 },
  mahjong: { motif: casino.mahjong, backdrop: ['#10b981', '#022c22'], hue: 160 },
  fish: { motif: world.fish, backdrop: ['#1fb6c9', '#032b3a'], hue: 30 },
  ocean: { motif: world.ocean, backdrop: ['#4cc9f0', '#0b3d5c'], hue: 200 },
  shark: { motif: world.shark, backdrop: ['#2b7fff', '#071a3d'], hue: 210 },
  dragon: { motif: world.dragon, backdrop: ['#b5179e', '#2b0535'], hue: 20 },
  panda: { motif: world.panda, backdrop: ['#8ac926', '#1d3b07'], hue: 90 },
  paw: { motif: world.paw, backdrop: ['#ffb703', '#6a2c00'], hue: 28 },
  egypt: { motif: world.egypt, backdrop: ['#ff8c42', '#4a1204'], hue: 35 },
  space: { motif: world.space, backdrop: ['#7b2cbf', '#0a0420'], hue: 270 },
  crown: { motif: world.crown, backdrop: ['#5a67ff', '#160b45'], hue: 260 },
  flame: { motif: world.flame, backdrop: ['#d00000', '#2b0300'], hue: 20 },
  rooster: { motif: world.rooster, backdrop: ['#f6bd60', '#5c2a05'], hue: 20 },
  controller: { motif: world.controller, backdrop: ['#c026d3', '#1a0333'], hue: 280 },
  fireworks: { motif: world.fireworks, backdrop: ['#3a0ca3', '#07021f'], hue: 40 },
  football: { motif: world.football, backdrop: ['#38b000', '#073b05'], hue: 120 },
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;

/** Words of a name → theme, first match wins: specific words (Dragon) before general ones (Golden). */
const WORDS: [RegExp, ThemeName][] = [
  [/roulette/, 'roulette'],
  [/wheel|spin/, 'wheel'],
  [/sic ?bo|dice|ludo|fan tan|pai gow|hilo|tower|limbo/, 'dice'],
  [/bingo|keno|lotto|lottery|number|plinko|ball/, 'balls'],
  [/mahjong/, 'mahjong'],
  [/baccarat|blackjack|poker|teen patti|andar|rummy|pusoy|tongits|jhandi|\bace\b|queen|card/, 'cards'],
  [/dragon/, 'dragon'],
  [/panda/, 'panda'],
  [/tiger|lion|wolf|monkey|buffalo|safari|jungle/, 'paw'],
  [/shark|kraken|deep sea/, 'shark'],
  [/fish|koi|mermaid|toad|hunter/, 'fish'],
  [/ocean|reef|beach|\bsea\b/, 'ocean'],
  [/fruit|candy|sweet|cherry/, 'fruit'],
  [/gem|diamond|crystal|jade|ruby|emerald|frozen|mines/, 'gems'],
  [/pharaoh|temple|ancient|sacred|egypt/, 'egypt'],
  [/rocket|\bjet\b|\bsky\b|moon|\bstar\b|space|galaxy|cosmic|comet|aero|crash|flight|pilot|nitro|turbo/, 'space'],
  [/phoenix|fire|blaz|flame/, 'flame'],
  [/carnival|carnaval|festival|fiesta|samba|\brio\b|party|\bpop\b|\bclub\b|blast|neon/, 'fireworks'],
  [/cock|sabong|derby|digmaan/, 'rooster'],
  [/e-?sport/, 'controller'],
  [/football|soccer|goal|sport/, 'football'],
  [/treasure|pirate|vault|genie|riches/, 'treasure'],
  [/royal|king|empire|samurai|crown/, 'crown'],
  [/fortune|jackpot|bonanza|coin|cash|gold|lucky|rich/, 'coins'],
];

/** A game's kind when its name says nothing: category first (SPEC §4 categories), then classify. */
const BY_CLASSIFY: Record<string, ThemeName> = {
  BG: 'balls', CRASH: 'space', TABLE: 'cards', CARD: 'cards', FISH: 'fish', GAMESHOW: 'wheel', MINI: 'dice',
  BACCARAT: 'cards', BLACKJACK: 'cards', ROULETTE: 'roulette', SICBO: 'dice', DRAGONTIGER: 'dragon',
};
const BY_CATEGORY: Record<string, ThemeName> = {
  RNG: 'sevens', FISH: 'fish', LIVE: 'chips', PVP: 'cards', SPORTS: 'football', ESPORTS: 'controller',
  COCKFIGHT: 'rooster', LOTT: 'balls', ELOTT: 'balls', BINGO: 'balls', INHOUSE: 'dice',
};

export function themeFor(game: { name: string; category: string; classify: string }): ThemeName {
  const name = game.name.toLowerCase();
  for (const [pattern, theme] of WORDS) if (pattern.test(name)) return theme;
  return BY_CLASSIFY[game.classify] ?? BY_CATEGORY[game.category] ?? 'sevens';
}

/** A banner's scene from its group (m_rng, m_live, …): the page it advertises. */
const BY_GROUP: Record<string, ThemeName> = {
  m_home: 'treasure', m_rng: 'sevens', m_sports: 'football', m_pvp: 'cards', m_live: 'chips', m_fish: 'fish',
  m_lott: 'balls', m_elott: 'balls', m_reg: 'coins', m_game: 'space',
};
export const themeForGroup = (group: string): ThemeName => BY_GROUP[group] ?? 'treasure';

/** A promotion's scene from its title, else coins: promotions are about money. */
export function themeForTitle(title: string): ThemeName {
  const text = title.toLowerCase();
  if (/welcome|first|new/.test(text)) return 'treasure';
  if (/vip|royal|king/.test(text)) return 'crown';
  for (const [pattern, theme] of WORDS) if (pattern.test(text)) return theme;
  return 'coins';
}
