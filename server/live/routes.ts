/**
 * The live stream (src/api/endpoints/live.ts): mounted like every call, so the registry's access
 * rules answer first (401 envelope without a valid token); then a `text/event-stream` answer that
 * stays open. Nothing in the middleware chain holds it back: compression leaves event streams
 * alone (server/compress.ts), the ETag step runs only for cacheable entries, and a GET's body
 * limit reads no response. While the instance cannot hear the events (its LISTEN connection is
 * down) the answer is a 503 live_unavailable envelope, and the client keeps polling.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { LIVE_HEARTBEAT_MS } from '../../src/api/live-events';
import type { AppDeps } from '../deps';
import { mount } from '../http/mount';
import { failure } from '../lib/envelope';
import { liveBus } from './bus';
import { StreamHub } from './hub';

/** What a client retrying a refused stream should wait at least, in seconds. */
const RETRY_AFTER_S = 5;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies such as nginx would otherwise buffer the stream and hold every event back.
  'X-Accel-Buffering': 'no',
  // A stream's connection is not reused once the stream ends (the client reconnects on a new one
  // anyway): kept alive, it would linger idle past a shutdown that ended the stream to close it.
  Connection: 'close',
};

export function liveRoutes(deps: AppDeps) {
  const app = new Hono();
  const log = deps.log ?? console;
  const bus = liveBus(deps.db);
  if (deps.log) bus.log = deps.log;
  const hub = new StreamHub(deps.db, deps.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS, log);

  mount(app, ENDPOINTS.liveStream, deps, (c) => {
    if (!bus.healthy) {
      c.header('Retry-After', String(RETRY_AFTER_S));
      return failure(c, 503, ERROR_CODE.liveUnavailable, 'Live updates are unavailable on this server now: keep polling');
    }
    // HEAD gets the headers only: a stream opened for it would never be read nor cancelled.
    if (c.req.method === 'HEAD') return c.body(null, 200, STREAM_HEADERS);
    const body = hub.open(bus, c.var.member.id, c.var.tokenHash, c.req.header('Last-Event-ID'));
    return c.body(body, 200, STREAM_HEADERS);
  });

  return app;
}
