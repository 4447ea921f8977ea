import { useEffect, useState } from 'react';
import { worker } from '../../bridge/worker';

/**
 * Asks the worker for a banner group's banners (the game pages' groups are not in home's sync)
 * and says whether the server answered "none": only then does the strip give up its room. While
 * the answer is out, or when it failed, the strip keeps its box, so the page below never moves.
 */
export function useBannersEmpty(group: string): boolean {
  const [answer, setAnswer] = useState<{ group: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    worker()
      .games.refreshBanners(group)
      .then(
        (count) => live && setAnswer({ group, count }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [group]);
  return answer?.group === group && answer.count === 0;
}
