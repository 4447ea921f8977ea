/**
 * Opening a game from anywhere in the lobby (a tile, a winner row). Lottery and sportsbook games
 * play inside the lobby (their draws, matches and orders open offline once seen), so a tap goes to
 * their page; every other game launches its vendor page. WARNING: bundle boundary — launch.ts
 * loads on the first tap, outside home's first chunk.
 */
import { navigate } from 'wouter/use-browser-location';
import type { GameRow } from '../../db/rows';
import { href } from '../../routes';
import { showToast } from '../../state/toasts';

/** The lobby page a game plays in, or undefined for a game launched on its vendor's page. */
export function inLobbyPage(game: Pick<GameRow, 'gameCategory' | 'gameCode'>): string | undefined {
  if (game.gameCategory === 'LOTT' || game.gameCategory === 'ELOTT') return href('lotteryGame', { game: game.gameCode });
  if (game.gameCategory === 'SPORTS') return href('sportsbook', { game: game.gameCode });
  return undefined;
}

export function playGame(game: GameRow): Promise<void> {
  const page = inLobbyPage(game);
  if (page) {
    navigate(page);
    return Promise.resolve();
  }
  return import('./launch').then(
    ({ launchGame }) => launchGame(game),
    () => showToast('games_launch_failed'), // the chunk could not load (a broken deployment)
  );
}
