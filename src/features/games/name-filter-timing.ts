/**
 * Keystroke → filtered grid on screen, for `npm run bench` (nameFilter20kMs): the search box
 * notes when the text changed; the grid measures when rows for that text have rendered.
 */
import { PERF_MARKS } from '../../api/names';

const started = new Map<string, number>();

export function markNameInput(text: string): void {
  started.set(text, performance.now());
}

export function markNameFilterRendered(text: string): void {
  const start = started.get(text);
  if (start === undefined) return;
  started.delete(text);
  performance.measure(PERF_MARKS.nameFilter, { start, end: performance.now(), detail: text });
}
