/**
 * `live` area of the worker API: the page tells its worker whether it is seen and online, and
 * learns whether the device's live stream is open (views poll only while it is not). The stream
 * itself, its lock and its pulls: holder.ts, stream.ts, pulls.ts.
 */
import { LOBBY_CHANNEL, asLobbyMessage, type LobbyMessage } from '../../src/api/names';
import { endLocalSession } from '../account/local-session';
import { currentConfig, onConfigChange } from '../context';
import { isTrialUser } from '../trial';
import { createHolder } from './holder';
import { createPuller } from './pulls';
import { readStream } from './stream';

// WARNING: crosses the context boundary. One channel object both posts and listens: a
// BroadcastChannel never hears its own posts, so this worker hears only the other tabs' holders,
// while every page (this worker's own included) hears what this one posts.
let channel: BroadcastChannel | null = null;
const puller = createPuller();
/**
 * A session that ended in this worker took the member's rows with it (account/local-session.ts);
 * the next one pulls everything once its stream opens, since the events that would have told of
 * the changes meanwhile went to a device that had forgotten them.
 */
let pullAllWhenOpen = false;

const holder = createHolder({
  async memberToken() {
    const { token, userKey } = currentConfig();
    if (!token || !userKey || (await isTrialUser(userKey))) return null;
    // Signed out or in as someone else while the session row was read.
    return currentConfig().token === token ? token : null;
  },
  where: () => ({ baseUrl: currentConfig().baseUrl, merchant: currentConfig().merchant }),
  readStream,
  post: (message: LobbyMessage) => channel?.postMessage(message),
  heard: (event) => puller.heard(event),
  opened: () => {
    if (!pullAllWhenOpen) return;
    pullAllWhenOpen = false;
    puller.heard({ kind: 'resync' });
  },
  sessionOver: (token) => endLocalSession(token),
  locks: (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks,
});

let started = false;

/** Listen to the other holders and to session changes (once, from worker/index.ts). */
export function startLive(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(LOBBY_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = asLobbyMessage(event.data);
      if (message) holder.hear(message);
    };
  }
  let { token, baseUrl } = currentConfig();
  onConfigChange((config) => {
    if (config.baseUrl !== baseUrl) {
      ({ token, baseUrl } = config);
      puller.stop();
      void holder.restart();
    } else if (config.token !== token) {
      if (token) pullAllWhenOpen = true;
      token = config.token;
      puller.stop();
      void holder.reconsider();
    }
  });
}

export const live = {
  /**
   * The page's visibility and connection (its `online` combines the browser's link with what
   * requests meet, which a worker is not always told). Answers whether the device's stream is
   * open now: true, false, or null when that cannot be told yet (the channel will say).
   */
  async setPage(state: { visible: boolean; online: boolean }): Promise<boolean | null> {
    startLive();
    await holder.setPage(state);
    return holder.status();
  },

  /** Whether this worker holds the stream, its state and the last event id it heard. */
  state() {
    return holder.describe();
  },
};
