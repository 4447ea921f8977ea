/**
 * SPEC §7, §9: read marks go out at most one per 150 ms. Unlike a plain throttle, none is dropped:
 * expanding three headers in quick succession queues three ids, each sent in turn (a repeat of a
 * queued id is ignored). The clock and timer are injected so the rule is tested without waiting.
 */
export const MARK_READ_THROTTLE_MS = 150;

export interface ThrottleClock {
  now: () => number;
  later: (run: () => void, delayMs: number) => unknown;
}

const realClock: ThrottleClock = { now: () => Date.now(), later: (run, delayMs) => setTimeout(run, delayMs) };

export function createReadThrottle(
  send: (id: number) => void,
  intervalMs = MARK_READ_THROTTLE_MS,
  clock: ThrottleClock = realClock,
): (id: number) => void {
  const queue: number[] = [];
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let waiting = false;

  const sendNext = () => {
    waiting = false;
    const id = queue.shift();
    if (id === undefined) return;
    lastSentAt = clock.now();
    send(id);
    if (queue.length) wait(intervalMs);
  };
  const wait = (delayMs: number) => {
    if (waiting) return;
    waiting = true;
    clock.later(sendNext, delayMs);
  };

  return (id) => {
    if (queue.includes(id)) return;
    queue.push(id);
    const due = lastSentAt + intervalMs - clock.now();
    if (due <= 0 && !waiting) sendNext();
    else wait(Math.max(0, due));
  };
}
