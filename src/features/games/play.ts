/**
 * Opening a game from anywhere in the lobby (a tile, a winner row). WARNING: bundle boundary —
 * launch.ts loads on the first tap, outside home's first chunk.
 */
import type { GameRow } from '../../db/rows';
import { showToast } from '../../state/toasts';

export function playGame(game: GameRow): Promise<void> {
  return import('./launch').then(
    ({ launchGame }) => launchGame(game),
    () => showToast('games_launch_failed'), // the chunk could not load (a broken deployment)
  );
}
