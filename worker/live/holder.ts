/**
 * The one live stream of the device. Every tab's worker runs this; the one holding the Web Lock
 * (LOCKS.liveStream) reads the stream, posts each event and its status on LOBBY_CHANNEL (every
 * page hears it, its own too) and makes the worker-level pulls. A worker asks for the lock only
 * while its member is signed in (not a trial guest), and its page is visible and online; it lets
 * go (aborting the fetch, which frees the lock for a tab that still wants it) the moment one of
 * those stops or the token changes. Every worker remembers the last event id heard on the
 * channel, so the one taking over resumes where the last holder stopped (Last-Event-ID).
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import { buildUrl } from '../../src/api/client';
import type { LiveEvent } from '../../src/api/live-events';
import { LOCKS, type LiveEventMessage, type LobbyMessage } from '../../src/api/names';
import { nextStep, type StreamEnd } from './reconnect';
import type { StreamAttempt } from './stream';

export interface HolderDeps {
  /** The current member's token, or null for a visitor, a trial guest or no session. */
  memberToken(): Promise<string | null>;
  /** Where and as which merchant to ask. */
  where(): { baseUrl: string; merchant: string };
  readStream(attempt: StreamAttempt): Promise<StreamEnd>;
  post(message: LobbyMessage): void;
  /** The holder's pulls after an event (pulls.ts). */
  heard(event: LiveEvent): void;
  /** The stream opened (the holder's own; not another tab's). */
  opened?(): void;
  /** 401: the session is over on this device, as for any member call. */
  sessionOver(token: string): Promise<void>;
  /** Web Locks; without them (an old browser) every worker holds its own stream. */
  locks?: Pick<LockManager, 'request' | 'query'>;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface PageState {
  visible: boolean;
  online: boolean;
}

const sleepUnlessReleased = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

export function createHolder(deps: HolderDeps) {
  const sleep = deps.sleep ?? sleepUnlessReleased;
  let page: PageState = { visible: false, online: true };
  let holding: { token: string; controller: AbortController; done: Promise<void> } | null = null;
  /** A token the server refused the stream to (403, or 401: its session is over): not asked again. */
  let refusedToken: string | null = null;
  let lastEventId = '';
  /** A stream was open in this worker before: a later one without a position may have missed events. */
  let everOpened = false;
  /** The stream's state as this worker knows it: its own, or what the holder last posted. */
  let connected = false;
  let deciding = Promise.resolve();

  function setConnected(open: boolean, announce: boolean): void {
    if (connected === open && !announce) return;
    connected = open;
    deps.post({ type: 'live-status', connected: open });
  }

  async function keepStream(token: string, signal: AbortSignal): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      const { baseUrl, merchant } = deps.where();
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: token, Merchant: merchant };
      const resumeFrom = lastEventId;
      if (resumeFrom) headers['Last-Event-ID'] = resumeFrom;
      const end = await deps.readStream({
        url: buildUrl(baseUrl, ENDPOINTS.liveStream.path, {}, (globalThis as { location?: { origin: string } }).location?.origin),
        headers,
        signal,
        onOpen: () => {
          setConnected(true, true);
          deps.opened?.();
          // Reopened with nothing to resume from (the last stream ended before its first event):
          // what happened in between is unknown, as after a `resync`. The first stream of a
          // worker needs none: the views and the start-up sync have just read what they show.
          if (everOpened && !resumeFrom) deps.heard({ kind: 'resync' });
          everOpened = true;
        },
        onEvent: (id, event) => {
          if (id) lastEventId = id;
          const message: LiveEventMessage = { type: 'live', id, event };
          deps.post(message);
          deps.heard(event);
        },
        // A page opened since the stream did learns it is up within a heartbeat.
        onHeartbeat: () => setConnected(true, true),
      });
      if (connected) setConnected(false, false);
      const step = nextStep(end, attempt);
      if (step.stop) {
        if (step.reason === 'session-over') await deps.sessionOver(token);
        if (step.reason !== 'released') refusedToken = token;
        return;
      }
      attempt = step.attempt;
      await sleep(step.delayMs, signal);
    }
  }

  function hold(token: string): NonNullable<typeof holding> {
    const controller = new AbortController();
    const run = () => keepStream(token, controller.signal);
    const done = (deps.locks ? deps.locks.request(LOCKS.liveStream, { signal: controller.signal }, run) : run())
      // Aborted while waiting for the lock: another tab holds it, and this one no longer wants it.
      .catch(() => undefined)
      .then(() => {
        if (holding?.controller === controller) holding = null;
      });
    return { token, controller, done };
  }

  async function decide(): Promise<void> {
    const token = await deps.memberToken();
    const wanted = token && token !== refusedToken && page.visible && page.online ? token : null;
    if (holding && holding.token !== wanted) {
      holding.controller.abort();
      await holding.done;
    }
    if (wanted && !holding) holding = hold(wanted);
  }

  /** Decisions run one after another, each on the state as it is when its turn comes. */
  function inTurn(step: () => Promise<void>): Promise<void> {
    deciding = deciding.then(step).catch((error: unknown) => console.warn('live stream decision failed', error));
    return deciding;
  }
  const reconsider = () => inTurn(decide);

  /**
   * Whether the device's stream is open: true, false (nobody holds it: no tab wants it, or a tab
   * that held it closed without a word), or null when it cannot be told yet (being opened, or held
   * by another tab that has said nothing since this worker started).
   */
  async function status(): Promise<boolean | null> {
    if (holding) return connected ? true : null;
    const held = await deps.locks?.query().catch(() => null);
    if (held && !held.held?.some((lock) => lock.name === LOCKS.liveStream)) return (connected = false);
    return connected ? true : null;
  }

  return {
    /** Look again at whether to hold the stream (the session changed). */
    reconsider,
    /** Let the stream go and take it again (another server was chosen). */
    restart: () =>
      inTurn(async () => {
        holding?.controller.abort();
        await holding?.done;
        await decide();
      }),
    status,
    setPage(next: PageState): Promise<void> {
      page = next;
      return reconsider();
    },
    /** What another tab's holder posted: its ids (to resume from) and its status. */
    hear(message: LobbyMessage): void {
      if (message.type === 'live' && message.id) lastEventId = message.id;
      if (message.type === 'live-status') connected = message.connected;
    },
    connected: () => connected,
    holding: () => holding !== null,
    lastEventId: () => lastEventId,
    /** What this worker knows, for a look from outside (the soak run, a support session). */
    describe: () => ({ holding: holding !== null, connected, lastEventId, page: { ...page }, refused: refusedToken !== null }),
  };
}
