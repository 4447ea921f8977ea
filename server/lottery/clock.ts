/**
 * The draw clock: where each draw of a game falls, computed from its schedule alone, so every
 * instance names the same draw the same way. Draw n (counted from the epoch) draws at
 * n × interval + the daily time; it opens when draw n − 1 closes, so one draw is always taking
 * orders, and closes `closeBeforeSeconds` before it draws. Its number is its UTC day and its place
 * that day: '20261124-0612'.
 */
import { DAY_SECONDS, type Schedule } from './games';

export interface Slot {
  drawNo: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
}

const DAY_MS = DAY_SECONDS * 1_000;
const periodMs = (s: Schedule) => s.intervalSeconds * 1_000;
const offsetMs = (s: Schedule) => s.dailyAtSeconds * 1_000;
const drawsAtMs = (s: Schedule, n: number) => n * periodMs(s) + offsetMs(s);
const closesAtMs = (s: Schedule, n: number) => drawsAtMs(s, n) - s.closeBeforeSeconds * 1_000;

function drawNoAt(s: Schedule, ms: number): string {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const place = Math.floor((ms - dayStart - offsetMs(s)) / periodMs(s)) + 1;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${String(place).padStart(4, '0')}`;
}

export function slotOf(s: Schedule, n: number): Slot {
  const drawsAt = drawsAtMs(s, n);
  return {
    drawNo: drawNoAt(s, drawsAt),
    opensAt: new Date(closesAtMs(s, n - 1)).toISOString(),
    closesAt: new Date(closesAtMs(s, n)).toISOString(),
    drawsAt: new Date(drawsAt).toISOString(),
  };
}

/** The draw taking orders at `now`: the first one whose close is still ahead. */
export function currentSlotIndex(s: Schedule, now: Date): number {
  return Math.floor((now.getTime() - offsetMs(s) + s.closeBeforeSeconds * 1_000) / periodMs(s)) + 1;
}

/** The latest draw whose draw time has come by `now`. */
export function lastDrawnSlotIndex(s: Schedule, now: Date): number {
  return Math.floor((now.getTime() - offsetMs(s)) / periodMs(s));
}
