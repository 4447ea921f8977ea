/**
 * `jackpot` area: the demo jackpot counter of SPEC §9. It starts at a random 200,000,000 to
 * 990,000,000 and grows by a random 10,000 to 50,000 every 3, 4 or 5 s. The timer lives here, not
 * in the page, so the page's main thread stays free (DESIGN §5); the page reads the row live.
 */
import { db, withDb } from '../src/db/db';

export const JACKPOT = { min: 200_000_000, max: 990_000_000, stepMin: 10_000, stepMax: 50_000, delaysMs: [3000, 4000, 5000] } as const;

const between = (min: number, max: number, random = Math.random) => Math.floor(min + random() * (max - min + 1));

export function startAmount(random = Math.random): number {
  return between(JACKPOT.min, JACKPOT.max, random);
}
export function nextStep(random = Math.random): number {
  return between(JACKPOT.stepMin, JACKPOT.stepMax, random);
}
export function nextDelayMs(random = Math.random): number {
  return JACKPOT.delaysMs[Math.floor(random() * JACKPOT.delaysMs.length)]!;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let amount = 0;

async function write() {
  await withDb(() => db.jackpot.put({ id: 'demo', amount, updatedAt: Date.now() }));
}

function tick() {
  timer = setTimeout(() => {
    amount += nextStep();
    // stop() during the write leaves timer undefined: do not start again.
    void write().finally(() => timer !== undefined && tick());
  }, nextDelayMs());
}

export const jackpot = {
  /** Start once per worker (a second call is ignored); the first amount is written at once. */
  async start(): Promise<number> {
    if (timer === undefined) {
      amount = startAmount();
      await write();
      tick();
    }
    return amount;
  },
  stop(): void {
    clearTimeout(timer);
    timer = undefined;
  },
};
