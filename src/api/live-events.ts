/**
 * The live channel's events (server → client, Server-Sent Events on the registry's `liveStream`):
 * small notes of what changed, never the data itself. A client that hears one pulls through the
 * registry's normal calls, so the offline copies and the exactly-once writes stay as they are
 * ("poke, then pull"). Public events reach every open stream; member events only the streams of
 * the member they name. Registry entries say which events make their answer old (`refreshOn`).
 * DOM-free and dependency-free: the server, the worker, the page and tests import it.
 */

/** What an event is about: the SSE `event:` field, and the `kind` of its data. */
export const LIVE_EVENT = {
  /** Prices, scores or the state of sports matches moved (the sportsbook's clock). Public. */
  matches: 'matches',
  /** A lottery draw closed or was drawn (`game`, `drawNo`). Public. */
  draw: 'draw',
  /** The game catalogue or the site's settings changed (`version`). Public. */
  catalogue: 'catalogue',
  /** A new line in the member's live chat (an operator's reply). */
  chat: 'chat',
  /** A decision on the member's money (`decision`): the balance and a toast follow. */
  money: 'money',
  /** The member's unread counts changed (new mail, a new announcement). */
  unread: 'unread',
  /** The member's own data changed through another device or call (`area`). */
  memberData: 'member-data',
  /** Sent first on a stream that could not replay what the client missed: pull everything shown. */
  resync: 'resync',
} as const;

export type LiveEventKind = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

/** Decisions a member hears about without asking (SPEC §2 deposit and withdraw reports). */
export const MONEY_DECISIONS = ['deposit_paid', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'bonus_available'] as const;
export type MoneyDecision = (typeof MONEY_DECISIONS)[number];

/** The member's own data a second device shows: favourite games, read marks, the inbox. */
export const MEMBER_DATA_AREAS = ['favourites', 'reads', 'mail'] as const;
export type MemberDataArea = (typeof MEMBER_DATA_AREAS)[number];

export type LiveEvent =
  | { kind: 'matches'; matchIds: number[] }
  | { kind: 'draw'; game: string; drawNo: string }
  | { kind: 'catalogue'; version: string }
  | { kind: 'chat' }
  | { kind: 'money'; decision: MoneyDecision; amount?: number }
  | { kind: 'unread' }
  | { kind: 'member-data'; area: MemberDataArea }
  | { kind: 'resync' };

/** Events only the member they are about may hear; the rest are public. */
export const MEMBER_EVENT_KINDS: ReadonlySet<LiveEventKind> = new Set([LIVE_EVENT.chat, LIVE_EVENT.money, LIVE_EVENT.unread, LIVE_EVENT.memberData]);

/** A comment line this often keeps proxies and the client's idle check from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** A client that heard nothing (not even the heartbeat) for this long takes the stream for dead. */
export const LIVE_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + 5_000;
/** A burst is pulled once: the same thing at most once in this window (the first at once, the last at its end). */
export const LIVE_COALESCE_MS = 1_000;
/** Reconnect back-off: first wait, cap (with full jitter between 0 and the current step). */
export const LIVE_RETRY_MS = { first: 1_000, max: 30_000 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIntList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n));

/** Narrow an event's parsed data (from the wire or the channel) to a known event; anything else is null. */
export function asLiveEvent(data: unknown): LiveEvent | null {
  if (!isRecord(data)) return null;
  switch (data.kind) {
    case LIVE_EVENT.matches:
      return isIntList(data.matchIds) ? { kind: 'matches', matchIds: data.matchIds } : null;
    case LIVE_EVENT.draw:
      return typeof data.game === 'string' && typeof data.drawNo === 'string' ? { kind: 'draw', game: data.game, drawNo: data.drawNo } : null;
    case LIVE_EVENT.catalogue:
      return typeof data.version === 'string' ? { kind: 'catalogue', version: data.version } : null;
    case LIVE_EVENT.chat:
    case LIVE_EVENT.unread:
    case LIVE_EVENT.resync:
      return { kind: data.kind };
    case LIVE_EVENT.money:
      if (!(MONEY_DECISIONS as readonly unknown[]).includes(data.decision)) return null;
      return { kind: 'money', decision: data.decision as MoneyDecision, ...(typeof data.amount === 'number' ? { amount: data.amount } : {}) };
    case LIVE_EVENT.memberData:
      return (MEMBER_DATA_AREAS as readonly unknown[]).includes(data.area) ? { kind: 'member-data', area: data.area as MemberDataArea } : null;
    default:
      return null;
  }
}

/**
 * What a burst of one kind pulls once: the kind and what it names (a draw's game, a member-data
 * area). Two events with the same key within LIVE_COALESCE_MS make one pull. (What a player is
 * told, such as a money decision's toast, follows every event; only the pulls are coalesced.)
 */
export function coalesceKey(event: LiveEvent): string {
  switch (event.kind) {
    case 'draw':
      return `draw:${event.game}`;
    case 'member-data':
      return `member-data:${event.area}`;
    default:
      return event.kind;
  }
}
