/**
 * An idle keep-alive connection outlives Node's 5 s default (server/lib/keep-alive.ts): a client
 * that reuses it after 7 s (past the default and the timer's slack) gets its answer on the same socket, not a reset.
 */
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { holdIdleConnections } from '../../server/lib/keep-alive';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_request, response) => response.end('ok'));
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One GET through the agent: the answer and the local port of the socket it went on. */
function ask(agent: Agent): Promise<{ body: string; localPort: number }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ body, localPort: request.socket!.localPort! }));
    });
    request.on('error', reject);
  });
}

it('keeps an idle connection open past 7 s, and answers on it', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await ask(agent);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const second = await ask(agent);
    expect(second).toEqual({ body: 'ok', localPort: first.localPort });
  } finally {
    agent.destroy();
  }
}, 15_000);
