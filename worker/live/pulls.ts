/**
 * What the worker holding the live stream pulls into the device tables when an event says
 * something changed ("poke, then pull"): the same reads the areas already make, so the merge with
 * unsent changes and the exactly-once writes stay theirs. Only the holder pulls (one device, one
 * pull); the views of every tab re-read what they show on their own (src/ui/live). Each pull runs
 * at most once per LIVE_COALESCE_MS window: a burst makes the first pull at once and one more at
 * the window's end.
 */
import { createCoalescer, type Coalescer } from '../../src/api/live-coalesce';
import { coalesceKey, type LiveEvent } from '../../src/api/live-events';
import { inbox } from '../inbox';
import { member } from '../member';
import { sync } from '../sync';
import { syncNotices } from '../sync/notices';
import { personal } from '../sync/personal';
import { scheduleUnreadRefresh } from '../unread';

/** The pulls, by name: what each reads again. */
export const PULLS = {
  /** From the network: the service worker's copy is older than the change the event told of. */
  favourites: () => personal.favouriteIds({ fresh: true }),
  /** Read marks made elsewhere: the inbox's flags, the announcements' flags and the counts they feed. */
  reads: async () => {
    scheduleUnreadRefresh();
    await Promise.all([inbox.refresh(), syncNotices()]);
  },
  mail: async () => {
    scheduleUnreadRefresh();
    await inbox.refresh();
  },
  /** Member info, the header's balance and the unread counts. */
  member: () => member.refresh(),
  /** Only the unread counts (an operator's chat line counts until it is seen). */
  counts: async () => scheduleUnreadRefresh(),
  catalogue: () => Promise.all([sync.refresh('boot', { again: true }), sync.refresh('home', { again: true })]),
} satisfies Record<string, () => Promise<unknown>>;

export type PullName = keyof typeof PULLS;

const EVERYTHING = Object.keys(PULLS) as PullName[];

/** The pulls an event asks for, by its coalescing key (live-events.ts `coalesceKey`). */
export function pullsFor(event: LiveEvent): PullName[] {
  switch (coalesceKey(event)) {
    case 'member-data:favourites':
      return ['favourites'];
    case 'member-data:reads':
      return ['reads'];
    case 'member-data:mail':
      return ['mail'];
    case 'unread':
    case 'money':
      return ['member'];
    case 'catalogue':
      return ['catalogue'];
    case 'chat':
      // The open chat reads its lines itself (the view); the badge needs the counts.
      return ['counts'];
    case 'resync':
      return EVERYTHING.filter((name) => name !== 'counts'); // `member` reads the counts too
    default:
      // Prices and draws: the views showing them re-read; the device keeps no table of them.
      return [];
  }
}

/**
 * Coalesced by pull rather than by event, so a `resync` and a favourite made in the same second
 * still read the favourites once. A failed pull is left to the next event or the next visit.
 * The member's own data is read from the network and merged only with this device's changes sent
 * after the read began (src/outbox/merge-ops.ts), so another device's newer change to the same
 * item stands at once.
 */
export function createPuller(run: (name: PullName) => Promise<unknown> = (name) => PULLS[name](), coalescer: Coalescer = createCoalescer()) {
  const pull = (name: PullName) => void run(name).catch((error: unknown) => console.warn(`live pull ${name} failed`, error));
  return {
    heard(event: LiveEvent): void {
      for (const name of pullsFor(event)) coalescer.hit(name, () => pull(name));
    },
    stop: () => coalescer.cancel(),
  };
}
