/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a client that
 * reuses it at that very moment sends its request into a closing socket and gets a reset instead
 * of an answer (seen as `ECONNRESET` on a plain GET). Browsers and proxies give up their idle
 * connections well before a minute, so with the server holding its side longer it is the client
 * that closes, never the server in the middle of a reuse.
 */
import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';

export const KEEP_ALIVE_MS = 65_000;

export function holdIdleConnections(server: Server | Http2Server | Http2SecureServer): void {
  // HTTP/2 multiplexes one session with its own timeout; this is HTTP/1.1's setting.
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may take at most this long; it must outlast the idle time it follows.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
