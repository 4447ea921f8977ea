/**
 * A real network outage between the browser and a server: a TCP relay the app is opened through,
 * which can be cut (open connections dropped, new ones refused) and mended.
 *
 * Why not only `context.setOffline`: Chromium's offline emulation is per target, and a dedicated
 * worker that starts while a page navigates can send a request or two before the emulation covers
 * it (seen as a POST Playwright reported failed that the server had applied). A spec that claims
 * "nothing reached the server while offline" cuts this relay as well, as a phone that lost its
 * signal would; `setOffline` still tells the page it is offline (`navigator.onLine`).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface Outage {
  /** http://localhost:<relay port>: open the app here. */
  url: string;
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

export async function relayWithOutage(targetUrl: string): Promise<Outage> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const relay: Server = createServer((incoming) => {
    if (down) return void incoming.destroy();
    const outgoing = connect(Number(target.port), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined); // a cut drops both ends; the browser sees a reset
    }
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    url: `http://localhost:${address.port}`,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
