import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkMessage } from '../../src/api/names';
import { ENDPOINTS } from '../../src/api/endpoints';
import { reportReachability } from '../../sw/reachability';
import { fetchWithTimeout } from '../../sw/network';

const STATUS = ENDPOINTS.status.path;

/** A real server to reach, and a port nobody listens on (a real network error). */
let server: Server;
let reachableUrl: string;
let closedUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('{"success":true,"value":1}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  reachableUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STATUS}`;
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(spare.address() as AddressInfo).port}${STATUS}`;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function reporter() {
  const heard: boolean[] = [];
  const fetchFn = reportReachability((request) => fetch(request), (message: NetworkMessage) => heard.push(message.reachable));
  return { heard, fetchFn };
}

describe('the service worker tells the app whether requests get through', () => {
  it('reports every failed attempt, and the first success after failures', async () => {
    const { heard, fetchFn } = reporter();
    await expect(fetchFn(new Request(closedUrl))).rejects.toThrow();
    await expect(fetchFn(new Request(closedUrl))).rejects.toThrow();
    expect(heard).toEqual([false, false]);
    expect((await fetchFn(new Request(reachableUrl))).status).toBe(200);
    expect((await fetchFn(new Request(reachableUrl))).status).toBe(200);
    expect(heard).toEqual([false, false, true]);
  });

  it('says "reachable" once when it wakes up not knowing, then stays quiet while all is well', async () => {
    const { heard, fetchFn } = reporter();
    for (let i = 0; i < 3; i++) await fetchFn(new Request(reachableUrl));
    expect(heard).toEqual([true]);
  });

  it('gives no verdict on a request it gave up on: a slow server is not a missing network', async () => {
    const slow = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { heard, fetchFn } = reporter();
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}${STATUS}`;
    expect(await fetchWithTimeout(fetchFn, new Request(url), 200)).toBe('timeout');
    expect(heard).toEqual([]);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
