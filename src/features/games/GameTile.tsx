import { memo, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { PERF_MARKS, TILE_PAINT_ID } from '../../api/names';
import { worker } from '../../bridge/worker';
import type { GameRow } from '../../db/rows';
import { useT, withName } from '../../i18n/useT';
import { href } from '../../routes';
import { useFirstFramePainted } from '../../state/first-frame';
import { isTrial, session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { playGame } from './play';
import { showsHeart } from './tile-rules';
import './game-tile.css';

let firstTileMarked = false;

/** SPEC §9: each tile gets a theme class 1–8 at random, kept for the tile's life. */
const randomTheme = () => 1 + Math.floor(Math.random() * 8);

export interface GameTileProps {
  game: GameRow;
  /** Whether the signed-in user has it as a favourite (the list reads the set once). */
  favourite?: boolean;
  /** Shown under the name on hot-game cards (SPEC §2 "cards with vendor name"). */
  vendorName?: string;
}

/**
 * A game's image, name (or node name) and favourite heart (SPEC §2 "Game tile"). A missing image
 * (offline, never cached) falls back to the initials, so a tile never shows a broken picture.
 * The heart goes through the worker's outbox, so it works offline; a guest is sent to log in; a
 * trial guest has none (SPEC §6).
 */
/**
 * Element Timing (a paint observer): the browser records when a tile's name is first painted, and
 * `npm run bench` reads the earliest as the launch's first tile. A spread because React's types do
 * not know the attribute.
 */
const TILE_PAINT_TIMING: Record<string, string> = { elementtiming: TILE_PAINT_ID };

function GameTileView({ game, favourite = false, vendorName }: GameTileProps) {
  // Subscribed for a language change; the labels are filled from templates read once (withName).
  useT();
  const [imageFailed, setImageFailed] = useState(false);
  const [theme] = useState(randomTheme);
  const iconsAllowed = useFirstFramePainted();
  const { info } = useSnapshot(session);
  const name = game.displayName || game.nodeName;
  useEffect(() => {
    // `npm run bench` reads this mark: offline reload → first tile on screen.
    if (!firstTileMarked) {
      firstTileMarked = true;
      performance.mark(PERF_MARKS.firstTile);
    }
  }, []);

  const toggleFavourite = () => {
    if (!session.info) return navigate(href('login'));
    worker()
      .favourites.set({ nodeId: game.nodeId, vassalage: game.vassalage }, !favourite)
      .catch(() => showToast('unknown_error'));
  };

  return (
    <div className={`game-tile game-tile--theme-${theme}`} data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-tile__play"
        // The label holds the tile's visible words (name, vendor) in one piece, so a voice command
        // that speaks what is on screen finds the button (WCAG 2.5.3).
        aria-label={withName('games_play', vendorName ? `${name} ${vendorName}` : name)}
        // A long press shows the whole name, which the tile may cut short (app/touch).
        data-long-press={name}
        onClick={() => void playGame(game)}
      >
        <span className="game-tile__image">
          {imageFailed ? (
            // Drawn from the attribute (CSS), so the letters stay out of the button's text.
            <span className="game-tile__initials" data-initials={initials(name)} aria-hidden="true" />
          ) : (
            iconsAllowed && <img src={game.iconUrl} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
          )}
        </span>
        <span className="game-tile__name" {...TILE_PAINT_TIMING}>
          {name}
        </span>
        {/* A space between the words, for the text the label has to match. */}
        {vendorName && ' '}
        {vendorName && <span className="game-tile__vendor">{vendorName}</span>}
      </button>
      {showsHeart(game.gameType, isTrial(info)) && (
        <button
          type="button"
          className={`game-tile__heart${favourite ? ' game-tile__heart--on' : ''}`}
          aria-label={withName(favourite ? 'games_unfavourite' : 'games_favourite', name)}
          aria-pressed={favourite}
          onClick={toggleFavourite}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * A game read again is the same tile: each sync writes the rows it fetched, and a live list hands
 * its grid new objects for every row, though nothing a tile shows changed. Compared field by field
 * (all but the time it was synced), a grid re-renders only the tiles whose game really changed,
 * not hundreds on every write while the player scrolls.
 */
function sameGame(a: GameRow, b: GameRow): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof GameRow)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'syncedAt' || a[key] === b[key]);
}

export const GameTile = memo(
  GameTileView,
  (before, after) => before.favourite === after.favourite && before.vendorName === after.vendorName && sameGame(before.game, after.game),
);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A tile's place while its game is on the way: the same box as a GameTile (square image, one
 * line of name, and the vendor line when the list shows one), so the real tile takes exactly its
 * room and nothing around it moves.
 */
export function GameTileSkeleton({ withVendor = false }: { withVendor?: boolean }) {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true" data-testid="game-tile-skeleton">
      <span className="game-tile__image" />
      <span className="game-tile__name">{'\u00a0'}</span>
      {withVendor && <span className="game-tile__vendor">{'\u00a0'}</span>}
    </div>
  );
}
