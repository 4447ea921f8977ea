/**
 * Names every context shares (DESIGN §6 "The contract"): the BroadcastChannel and the messages it
 * carries, the service worker's control messages, the Background Sync tag, Web Lock names, cache
 * and database names, and the storage keys of the page. One module, so a name is spelt once and a
 * message is matched by its type, never by a string copied into a second file.
 * DOM-free and dependency-free: the page, the worker, the service worker and tests import it.
 */
import { asLiveEvent, type LiveEvent } from './live-events';

/** The BroadcastChannel every context listens on (page, worker, SW). */
export const LOBBY_CHANNEL = 'lobby';

/** Background Sync tag: the SW flushes the outbox when the network returns and no page is open. */
export const OUTBOX_SYNC_TAG = 'lobby-outbox';

/** Web Lock names. */
export const LOCKS = {
  /** Only one context (a tab's worker or the SW) sends queued ops at a time. */
  outboxFlush: 'lobby-outbox',
  /** Only one tab's worker holds the live stream (src/api/live-events.ts); the others hear it on LOBBY_CHANNEL. */
  liveStream: 'lobby-live',
} as const;

/** IndexedDB databases and Cache Storage caches of this origin. */
export const STORES = {
  /** THE Dexie database (src/db). */
  database: 'lobby',
  /** The tiny raw IndexedDB that holds the non-extractable key sealing the remembered login. */
  keysDatabase: 'lobby-keys',
  /** Cache Storage of icons and banners (the SW's cache-first media strategy). */
  mediaCache: 'lobby-media',
  /** Cache Storage of the launch snapshots: the last first screen of each launch route (src/api/launch-snapshot.ts). */
  launchSnapshots: 'lobby-launch-snapshots',
} as const;

/** localStorage keys (kept across visits). */
export const LOCAL_KEYS = {
  language: 'lobby.language',
  apiBase: 'lobby.apiBase',
  rememberedLogin: 'lobby.rememberedLogin',
  csButton: 'lobby.csButton',
  popupsHiddenOn: 'lobby.popups.hiddenOn',
  /** '1' exposes the worker as window.lobby.worker for the soak run and e2e specs. */
  automation: 'lobby.automation',
  /** The live chat line being typed, kept across reloads and offline spells (one per account). */
  chatDraft: 'lobby.chat.draft',
  /** Epoch ms until which the server refuses SMS requests from here (its last Retry-After). */
  smsWaitUntil: 'lobby.sms.waitUntil',
} as const;

/** sessionStorage keys (this tab's visit only). SPEC §3 names the first two. */
export const SESSION_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  sessionPassword: 'lobby.sessionPassword',
  launched: 'lobby.launched',
} as const;

/** Names of User Timing marks the bench and e2e specs read. */
export const PERF_MARKS = {
  firstRender: 'lobby:first-render',
  firstTile: 'lobby:first-tile',
  nameFilter: 'lobby:name-filter',
} as const;

/** The Element Timing identifier of a game tile's name: its first paint is the launch's first tile. */
export const TILE_PAINT_ID = 'game-tile';

// ---------------------------------------------------------------- messages on LOBBY_CHANNEL

/**
 * Posted by the SW when a background revalidation stored a different answer. `url` is the request
 * URL as fetched; `key` the normalised cache key.
 */
export interface ApiUpdatedMessage {
  type: 'api-updated';
  key: string;
  url: string;
}

/** Posted by whoever flushed the outbox when the server refused a change for good (it was undone). */
export interface OutboxRejectedMessage {
  type: 'outbox-rejected';
  kind: string;
  /** The error code the server answered. */
  code: string;
}

/** A user signed out: drop their cached API answers. Also accepted by the SW's postMessage. */
export interface PurgeUserMessage {
  type: 'PURGE_USER';
  userKey: string;
}

/**
 * Posted by the SW from what its own fetches met: `reachable: false` after a network error, `true`
 * when an answer came back after an error. The browser's `navigator.onLine` only knows whether the
 * device has a link: on lie-fi (a link with no way through), or in a tab reloaded under a test
 * runner's offline switch, it says online while every request fails.
 */
export interface NetworkMessage {
  type: 'network';
  reachable: boolean;
}

/**
 * Posted by the worker holding the live stream for each event it heard (`id` is the stream's
 * event id, the Last-Event-ID a worker that takes the stream over resumes from).
 */
export interface LiveEventMessage {
  type: 'live';
  id: string;
  event: LiveEvent;
}

/** Posted by the worker holding the live stream when it opens or loses it: polling is the fallback while it is down. */
export interface LiveStatusMessage {
  type: 'live-status';
  connected: boolean;
}

export type LobbyMessage = ApiUpdatedMessage | OutboxRejectedMessage | PurgeUserMessage | NetworkMessage | LiveEventMessage | LiveStatusMessage;

/** Messages the SW accepts by postMessage. SKIP_WAITING: the user accepted the update. */
export type SwControlMessage = { type: 'SKIP_WAITING' } | PurgeUserMessage;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Narrow anything heard on the channel (any page of the origin can post) to a known message. */
export function asLobbyMessage(data: unknown): LobbyMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'api-updated':
      return typeof data.url === 'string' && typeof data.key === 'string' ? (data as unknown as ApiUpdatedMessage) : null;
    case 'outbox-rejected':
      return typeof data.kind === 'string' ? (data as unknown as OutboxRejectedMessage) : null;
    case 'PURGE_USER':
      return typeof data.userKey === 'string' ? (data as unknown as PurgeUserMessage) : null;
    case 'network':
      return typeof data.reachable === 'boolean' ? { type: 'network', reachable: data.reachable } : null;
    case 'live': {
      const event = asLiveEvent(data.event);
      return event && typeof data.id === 'string' ? { type: 'live', id: data.id, event } : null;
    }
    case 'live-status':
      return typeof data.connected === 'boolean' ? { type: 'live-status', connected: data.connected } : null;
    default:
      return null;
  }
}

export function asSwControlMessage(data: unknown): SwControlMessage | null {
  if (isRecord(data) && data.type === 'SKIP_WAITING') return { type: 'SKIP_WAITING' };
  const message = asLobbyMessage(data);
  return message?.type === 'PURGE_USER' ? message : null;
}

/** Post one message on the shared channel and close it (for contexts that do not listen). */
export function broadcast(message: LobbyMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(LOBBY_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Listen for known messages on the shared channel; returns the unsubscribe. */
export function listen(onMessage: (message: LobbyMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(LOBBY_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const message = asLobbyMessage(event.data);
    if (message) onMessage(message);
  };
  return () => channel.close();
}
