/** A game's slip on the page, written through to localStorage on every change. */
import { useCallback, useState } from 'react';
import { addLines, removeLine, setLineStake, type SlipLine } from './slip-rules';
import { loadSlip, saveSlip } from './slip-store';

export function useSlip(gameCode: string) {
  const [lines, setLines] = useState<SlipLine[]>(() => loadSlip(gameCode));

  const update = useCallback(
    (next: SlipLine[]) => {
      setLines(next);
      saveSlip(gameCode, next);
    },
    [gameCode],
  );

  return {
    lines,
    add: (picks: Pick<SlipLine, 'betType' | 'pick'>[], stake: number, max: number) => {
      const outcome = addLines(lines, picks, stake, max);
      update(outcome.lines);
      return outcome;
    },
    remove: (id: string) => update(removeLine(lines, id)),
    setStake: (id: string, stake: number) => update(setLineStake(lines, id, stake)),
    replace: update,
    clear: () => update([]),
  };
}
