/**
 * An instance's LISTEN connection on PostgreSQL: one dedicated client (not from the pool — a pooled
 * connection is handed to other queries and LISTEN would go with it), on the same database, that
 * hears every instance's live events and delivers them to this instance's bus.
 *
 * If it drops (the database restarts, a network blip, the backend is terminated), the bus goes
 * unhealthy: its streams close, the clients reconnect, get 503 live_unavailable and poll. The
 * client is opened again with back-off; once LISTEN succeeds the bus is healthy again. The rest of
 * the instance keeps serving throughout: only the live channel depends on this connection.
 *
 * A connection that dies silently (a half-open TCP link) is found by a periodic ping with a
 * query timeout, besides TCP keep-alive.
 */
import pg from 'pg';
import type { Db } from '../db/connection';
import type { Logger } from '../deps';
import { liveBus } from './bus';
import { decodePayload, LIVE_CHANNEL } from './channel';

/** How the backend shows in pg_stat_activity: an operator can tell it from the pool's. */
export const LISTENER_APPLICATION_NAME = 'lobby-live';

export interface LiveListenerOptions {
  /** The instance's DATABASE_URL. */
  url: string;
  log: Logger;
  /** Reconnect back-off: the first wait and the cap (each wait doubles, with jitter). */
  retryMs?: { first: number; max: number };
  /** How often the connection is checked with a query. */
  pingMs?: number;
}

export interface LiveListener {
  /** Settles once the first attempt has: listening, or down and retrying. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export const LISTENER_RETRY_MS = { first: 500, max: 30_000 } as const;
export const LISTENER_PING_MS = 30_000;
/** A ping (or the LISTEN) that takes longer than this counts as a dead connection. */
const QUERY_TIMEOUT_MS = 10_000;

export function startLiveListener(db: Db, options: LiveListenerOptions): LiveListener {
  const bus = liveBus(db);
  const retry = options.retryMs ?? LISTENER_RETRY_MS;
  /** The connection listening now, and how to give it up. */
  let current: { client: pg.Client; lose: (error: unknown) => void } | undefined;
  let failures = 0;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    const step = Math.min(retry.max, retry.first * 2 ** Math.min(failures, 16));
    failures += 1;
    // Half to all of the step: instances that lost the database together do not return in step.
    retryTimer = setTimeout(() => void open(), step / 2 + (Math.random() * step) / 2);
    retryTimer.unref();
  };

  const open = async (): Promise<void> => {
    if (stopped) return;
    const candidate = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (current?.client === candidate) current = undefined;
      candidate.removeAllListeners('notification');
      void candidate.end().catch(() => undefined);
      if (stopped) return;
      bus.setHealthy(false);
      options.log.error('Live channel: lost the database notifications; streams closed, reconnecting', error);
      scheduleRetry();
    };
    // Registered before connecting: an unheard 'error' would end the process.
    candidate.on('error', lose);
    candidate.on('end', () => lose(new Error('the LISTEN connection ended')));
    candidate.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const decoded = decodePayload(message.payload);
      if (decoded) bus.deliver(decoded.event, decoded.memberId);
      else options.log.error('Live channel: a notification that is not a live event was dropped', message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    current = { client: candidate, lose };
    failures = 0;
    bus.setHealthy(true);
  };

  const ping = setInterval(() => {
    const checked = current;
    // A ping that fails or times out gives the connection up, and a new one is opened.
    checked?.client.query('select 1').catch(checked.lose);
  }, options.pingMs ?? LISTENER_PING_MS);
  ping.unref();

  const ready = open();
  return {
    ready,
    async stop() {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      await ready;
      const listening = current;
      current = undefined;
      await listening?.client.end().catch(() => undefined);
    },
  };
}
