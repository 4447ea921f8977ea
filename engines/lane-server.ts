/**
 * The server one engine's run talks to: the reference server on a fresh database, serving its own
 * copy of the build (the update case deploys a new version over it), behind the network switch.
 * The page opens `url` (through the switch); the lane's own checks use `directUrl`, which stays
 * reachable while the page's network is down.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../scripts/server-process';
import { deploy } from '../e2e/deploy';
import { startNetworkSwitch, type NetworkSwitch } from './network-switch';

export interface LaneServer {
  /** http://localhost:<switch port>: where the browser goes. */
  url: string;
  /** The server itself, bypassing the switch. */
  directUrl: string;
  network: NetworkSwitch;
  /** A new deployment of the served build: new index.html marker, new sw.js bytes. */
  deploy(marker: string): void;
  stop(): Promise<void>;
}

export async function startLaneServer(builtApp = 'dist'): Promise<LaneServer> {
  const distDir = mkdtempSync(join(tmpdir(), 'lobby-engines-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-engines-data-'));
  cpSync(builtApp, distDir, { recursive: true });
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'test', DEV_HELPERS: '1' } });
  const network = await startNetworkSwitch(Number(new URL(server.url).port));
  return {
    url: `http://localhost:${network.port}`,
    directUrl: server.url,
    network,
    deploy: (marker) => deploy(distDir, marker),
    async stop() {
      await network.close();
      await server.stop();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
