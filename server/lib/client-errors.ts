/**
 * Requests Node's HTTP parser refuses before the app sees them (a request line or headers past
 * its 16 KB limit, a malformed request line): by default Node answers a bare 431 or 400 with no
 * body, which a wps client cannot read. Here they get a failure envelope like any refusal, and the
 * connection is closed (the parser cannot find where the next request would start).
 */
import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { FailureEnvelope } from '../../src/api/envelope';

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function statusFor(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function answerClientErrors(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or half-written connection: nobody is left to read an answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusFor(error);
    const envelope: FailureEnvelope = {
      success: false,
      errorCode: ERROR_CODE.invalidParameter,
      message: status === 431 ? 'The request line or headers are too large' : 'Malformed HTTP request',
    };
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
