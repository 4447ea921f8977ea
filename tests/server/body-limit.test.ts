/**
 * Bodies past what a call takes are refused as they arrive: a 413 envelope, the rest never read.
 * A chunked body has no Content-Length to check up front, so the limit must count the bytes
 * themselves — this sends one (much larger than any call takes) to a real listening server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { MAX_BODY_BYTES } from '../../server/lib/body-limit';
import { startListeningServer, type ListeningServer } from './helpers';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(() => server.close());

const MB = 1024 * 1024;

/** A body streamed in 64 KB chunks, `total` bytes in all, made as it is read; counts what was pulled. */
function chunkedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

async function post(path: string, body: ReadableStream<Uint8Array>, contentType = 'application/json', method = 'POST') {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return { status: res.status, body: (await res.json()) as { success: boolean; errorCode: string } };
}

describe('request bodies', () => {
  it('a large chunked body to an SMS call gets a 413 envelope and is not read to its end; memory stays bounded', async () => {
    const before = process.memoryUsage().rss;
    const big = chunkedBody(200 * MB);
    const answer = await post(ENDPOINTS.smsRegister.path, big.stream);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    // The server stopped reading at the limit: far less than the 200 MB was ever pulled.
    expect(big.sent()).toBeLessThan(50 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('a chunked body within the limit still reaches the call (and is judged on its content)', async () => {
    const small = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"mobileNum":"not a number"}'));
        controller.close();
      },
    });
    const answer = await post(ENDPOINTS.smsRegister.path, small);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('invalid_parameter');
  });

  it('a route outside the registry is bounded too', async () => {
    const big = chunkedBody(200 * MB);
    const answer = await post('/no-such-route', big.stream);
    expect(answer.status).toBe(413);
    expect(big.sent()).toBeLessThan(50 * MB);
  });

  it('40 chunked 200 MB bodies at once, to a JSON call and to an upload call, without a session: memory stays flat', async () => {
    const before = process.memoryUsage().rss;
    // The highest the memory went while the bodies came in (sampled; nothing here is timed).
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const bodies = Array.from({ length: 40 }, () => chunkedBody(200 * MB));
    const answers = await Promise.all(
      bodies.map((body, i) =>
        i % 2
          ? post(ENDPOINTS.feedbackSubmit.path, body.stream, 'multipart/form-data; boundary=x', ENDPOINTS.feedbackSubmit.method)
          : post(ENDPOINTS.smsRegister.path, body.stream),
      ),
    );
    clearInterval(sampler);
    const grown = Math.max(peak, process.memoryUsage().rss) - before;
    const pulled = bodies.reduce((sum, body) => sum + body.sent(), 0);
    console.info(
      `40 parallel chunked bodies: rss peak +${Math.round(grown / MB)} MB, ${Math.round(pulled / MB)} MB pulled in all; ${answers.map((a) => a.status).join(',')}`,
    );
    // The JSON call cuts at its 64 KB; the upload call refuses a caller without a session before reading.
    expect(answers.filter((_, i) => i % 2 === 0).every((a) => a.status === 413 && a.body.errorCode === 'payload_too_large')).toBe(true);
    expect(answers.filter((_, i) => i % 2 === 1).every((a) => a.status === 401)).toBe(true);
    // Each body read stops at its limit (or at the door); what follows is drained, never kept.
    expect(pulled).toBeLessThan(40 * 8 * MB);
    expect(grown).toBeLessThan(100 * MB);
  });

  it('a body with a Content-Length over the limit is refused with the same envelope', async () => {
    const res = await fetch(`${server.base}${ENDPOINTS.smsRegister.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });
});
