import { useEffect, useState } from 'react';
import type { GameRow } from '../db/rows';

let firstTileMarked = false;

/**
 * A game's image and name (SPEC §2 "Game tile"). A missing image (offline, never cached) falls
 * back to the initials, so a tile never shows a broken picture.
 */
export function GameTile({ game }: { game: GameRow }) {
  const [imageFailed, setImageFailed] = useState(false);
  const name = game.displayName || game.nodeName;
  useEffect(() => {
    // `npm run bench` reads this mark: offline reload → first tile on screen.
    if (!firstTileMarked) {
      firstTileMarked = true;
      performance.mark('lobby:first-tile');
    }
  }, []);
  return (
    <div className="game-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <div className="game-tile__image">
        {imageFailed ? (
          <span className="game-tile__initials" aria-hidden="true">
            {initials(name)}
          </span>
        ) : (
          <img src={game.iconUrl} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
        )}
      </div>
      <span className="game-tile__name">{name}</span>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}
