/**
 * The demo game page (/play/<gameCode>): server-rendered HTML in the game's branding (its name,
 * vendor, icon and the colours of its generated icon). Behaviour lives in /play/assets/play.js
 * (a round) and play-scene.js (the table) (the CSP allows our own scripts only); the <style> block holds just the brand colours, which
 * the CSP's style-src 'unsafe-inline' permits. Everything shown is escaped: names are data.
 */
import { escapeHtml } from '../lib/html';
import { gameColours } from '../media/svg';
import { FISH, gameKind, PICKS, SYMBOLS, type GameKind } from './outcomes';

export interface PageGame {
  nodeId: number;
  gameCode: string;
  name: string;
  category: string;
  classify: string;
  vendorName: string;
  iconUrl: string;
}

/** Stakes offered as chips (currency units); the server accepts any amount in its range. */
export const STAKES = [1, 5, 10, 50, 100];
export const ASSET_VERSION = '3';

const CATEGORY_LABELS: Record<string, string> = {
  RNG: 'Slots',
  FISH: 'Fishing',
  INHOUSE: 'In-house',
  LIVE: 'Live casino',
  PVP: 'Table game',
  LOTT: 'Lottery',
  ELOTT: 'Lottery',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  COCKFIGHT: 'Cockfight',
};

const PICK_LABELS: Record<string, string> = { home: 'Home', away: 'Away', meron: 'Meron', wala: 'Wala' };
const KIND_TITLES: Record<GameKind, string> = { slots: 'Spin', baccarat: 'Deal', pick: 'Place bet', fishing: 'Shoot' };

/** What each fish is called on its button and in "Caught a shark!". */
export const FISH_NAMES: Record<string, string> = {
  clownfish: 'Clownfish',
  puffer: 'Puffer',
  turtle: 'Turtle',
  lionfish: 'Lionfish',
  shark: 'Shark',
  dragon: 'Golden dragon',
};

const symbol = (name: string) =>
  `<svg class="symbol" viewBox="0 0 64 64" aria-hidden="true"><use href="/play/assets/symbols.svg?v=${ASSET_VERSION}#${name}"/></svg>`;

function slotsBoard(): string {
  // A still first frame: one of each symbol, so the reels are never empty before the first spin.
  const cells = Array.from({ length: 9 }, (_, i) => `<div class="cell" role="img" aria-label="${SYMBOLS[(i * 4) % SYMBOLS.length]}">${symbol(SYMBOLS[(i * 4) % SYMBOLS.length]!)}</div>`);
  return `<div class="reels" id="reels" aria-label="Reels">${cells.join('')}</div>
<p class="paytable">Three alike on a line win: 3 rows and 2 diagonals. Three 7s pay 100x the stake.</p>`;
}

function pickButtons(options: { value: string; label: string; odds: string }[], name: string): string {
  return `<div class="picks" role="radiogroup" aria-label="${name}">${options
    .map(
      (o, i) =>
        `<label class="pick"><input type="radio" name="pick" value="${escapeHtml(o.value)}"${i === 0 ? ' checked' : ''}><span>${escapeHtml(o.label)}<small>${escapeHtml(o.odds)}</small></span></label>`,
    )
    .join('')}</div>`;
}

function baccaratBoard(): string {
  const hand = (who: string, label: string) =>
    `<div class="hand" id="hand-${who}"><h2>${label} <output id="points-${who}">–</output></h2><div class="cards" id="cards-${who}"><span class="card back"></span><span class="card back"></span></div></div>`;
  return `<div class="felt">${hand('player', 'Player')}${hand('banker', 'Banker')}</div>
${pickButtons(
  [
    { value: 'player', label: 'Player', odds: '1:1' },
    { value: 'tie', label: 'Tie', odds: '8:1' },
    { value: 'banker', label: 'Banker', odds: '0.95:1' },
  ],
  'Your bet',
)}`;
}

function pickBoard(category: string): string {
  const game = PICKS[category]!;
  const odds = `${(game.payPercent / 100).toFixed(2)}x`;
  const digits = game.options.length > 2;
  const options = game.options.map((value) => ({ value, label: PICK_LABELS[value] ?? value, odds }));
  const draw = digits ? 'Draw' : 'Result';
  return `<div class="draw"><span class="draw__label">${draw}</span><output id="draw" class="draw__value">?</output></div>
${pickButtons(options, digits ? 'Your number' : 'Your side')}`;
}

/**
 * A pond of lanes, one fish kind per lane, each swimming across (CSS only). Every fish is a
 * button named by its kind and pay, so a keyboard or a screen reader shoots the same as a tap;
 * a focused or hovered fish holds still.
 */
function fishingBoard(): string {
  const lanes = FISH.map(
    (f, i) =>
      `<div class="lane lane--${i % 2 ? 'rtl' : 'ltr'}"><button type="button" class="fish fish--${f.kind}" data-fish="${f.kind}" aria-label="${FISH_NAMES[f.kind]} ${f.multiplier}x" disabled>${symbol(`fish-${f.kind}`)}<span class="fish__pay" aria-hidden="true">${f.multiplier}x</span></button></div>`,
  );
  return `<div class="pond" id="pond" role="group" aria-label="Pond">${lanes.join('')}<span class="net" id="net" aria-hidden="true"></span></div>
<p class="paytable">Tap a fish to shoot, or Shoot to fire again at the last one: each shot costs the stake, a catch pays the stake times the fish's number. The bigger the fish, the harder the catch.</p>`;
}

function board(kind: GameKind, category: string): string {
  if (kind === 'fishing') return fishingBoard();
  if (kind === 'baccarat') return baccaratBoard();
  if (kind === 'pick') return pickBoard(category);
  return slotsBoard();
}

export function renderPlayPage(game: PageGame): string {
  const kind = gameKind(game.category);
  const [from, to] = gameColours({ nodeId: game.nodeId, name: game.name });
  const label = game.classify === 'BG' ? 'Bingo' : (CATEGORY_LABELS[game.category] ?? game.category);
  // Embedded as a data block (never executed); '<' escaped so a name cannot close the tag.
  const data = JSON.stringify({ nodeId: game.nodeId, gameCode: game.gameCode, kind, stakes: STAKES }).replace(/</g, '\\u003c');
  const chips = STAKES.map(
    (s, i) => `<label class="chip"><input type="radio" name="stake" value="${s}"${i === 1 ? ' checked' : ''}><span>${s}</span></label>`,
  ).join('');
  return `<!doctype html>
<html lang="en" data-kind="${kind}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#0f1117">
<title>${escapeHtml(game.name)} · ${escapeHtml(game.vendorName)}</title>
<link rel="icon" href="${escapeHtml(game.iconUrl)}">
<link rel="stylesheet" href="/play/assets/play.css?v=${ASSET_VERSION}">
<style>:root{--brand-from:${from};--brand-to:${to}}</style>
<script type="application/json" id="play-game">${data}</script>
<script src="/play/assets/play-scene.js?v=${ASSET_VERSION}" defer></script>
<script src="/play/assets/play.js?v=${ASSET_VERSION}" defer></script>
</head>
<body>
<header class="bar">
<a class="back" id="back" href="/m/home">‹ Back to lobby</a>
<p class="balance"><span id="balance-label">Balance</span> <output id="balance" aria-labelledby="balance-label">–</output></p>
</header>
<section class="hero">
<img src="${escapeHtml(game.iconUrl)}" alt="" width="72" height="72">
<div><h1>${escapeHtml(game.name)}</h1><p>${escapeHtml(game.vendorName)} · ${escapeHtml(label)} · Demo game</p></div>
</section>
<main class="table" id="table">
${board(kind, game.category)}
</main>
<section class="controls" aria-label="Bet">
<div class="chips" role="radiogroup" aria-label="Stake">${chips}</div>
<button type="button" id="play" class="play" disabled>${KIND_TITLES[kind]}</button>
<p class="result" id="result" role="status" aria-live="polite">Connecting…</p>
</section>
</body>
</html>`;
}

/** A plain page for a game that does not exist (or a mistyped link): a way back, not a dead end. */
export function renderMissingGame(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game not found</title><link rel="stylesheet" href="/play/assets/play.css?v=${ASSET_VERSION}"></head><body><header class="bar"><a class="back" href="/m/home">‹ Back to lobby</a></header><main class="table"><p class="result">This game does not exist.</p></main></body></html>`;
}
