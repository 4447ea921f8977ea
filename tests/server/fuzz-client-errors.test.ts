/**
 * What Node's HTTP parser refuses before the app runs (server/lib/client-errors.ts): an oversized
 * request line or header block, a request line that is not HTTP. The answer is a failure envelope,
 * not Node's bare status line, over a raw socket so the request is exactly what is written here.
 */
import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../server/lib/client-errors';
import { listenOnLoopback, type Loopback } from './helpers';

let loopback: Loopback;
let port = 0;

beforeAll(async () => {
  const app = new Hono().get('*', (c) => c.json({ success: true, value: null }));
  loopback = await listenOnLoopback(app.fetch);
  answerClientErrors(loopback.listener);
  port = Number(new URL(loopback.base).port);
});
afterAll(() => loopback.close());

/** Writes raw bytes, reads until the server closes; the status and the body. */
function raw(request: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), contentType: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '', body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a request line past the header limit: 431 with a failure envelope', async () => {
    const answer = await raw(`GET /wps/game/list?q=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'invalid_parameter' });
  });

  it('a header block past the limit: 431 with a failure envelope', async () => {
    const answer = await raw(`GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nX-Junk: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'invalid_parameter' });
  });

  it('a request line that is not HTTP: 400 with a failure envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'invalid_parameter' });
  });
});
