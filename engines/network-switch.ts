/**
 * The network between the browser and the server, with a switch: a TCP relay the page is opened
 * through. Down, every open connection is reset and every new one is refused, as when a phone's
 * Wi-Fi has no way through — the device may still believe it has a link. Stopping the server
 * instead would leave a half-open network (and lose its state); pointing the page elsewhere would
 * change the origin its service worker and storage belong to.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface NetworkSwitch {
  /** The port the browser connects to. */
  port: number;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startNetworkSwitch(serverPort: number): Promise<NetworkSwitch> {
  const open = new Set<Socket>();
  let isDown = false;
  const relay = createServer((client) => {
    if (isDown) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(serverPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      // Either side ending ends the pair; errors are the other side going away.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  // Every address: the browser may try ::1 for "localhost" before 127.0.0.1.
  await new Promise<void>((resolve) => relay.listen(0, resolve));
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('the network switch has no port');
  return {
    port: address.port,
    down() {
      isDown = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    up() {
      isDown = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}
