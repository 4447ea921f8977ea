/**
 * One engine's run: a server of its own, one browser, the cases in order. A failed case ends the
 * run (the later ones start from its state); its picture is taken as it failed.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Case, CaseContext, Network } from './cases/case';
import type { Engine, EngineId } from './engine';
import { probeFeatures, type FeatureSupport } from './features';
import { startLaneServer, type LaneServer } from './lane-server';
import { serverViewOf } from './server-view';

export interface CaseResult {
  id: string;
  title: string;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  notes: string[];
  error?: string;
}

export interface EngineRun {
  id: EngineId;
  version: string;
  network: Network['kind'];
  features: FeatureSupport | null;
  cases: CaseResult[];
  seconds: number;
}

function networkOf(engine: Engine, server: LaneServer): Network {
  const { setLinkDown } = engine;
  return {
    kind: setLinkDown ? 'link down, server refused' : 'link up, server refused',
    async down() {
      server.network.down();
      await setLinkDown?.(true);
    },
    async up() {
      // The way through first: the `online` event must find the server reachable.
      server.network.up();
      await setLinkDown?.(false);
    },
  };
}

export async function runEngine(
  open: () => Promise<Engine>,
  cases: Case[],
  picturesDir: string,
  log: (line: string) => void,
): Promise<EngineRun> {
  const started = Date.now();
  const server = await startLaneServer();
  const results: CaseResult[] = [];
  let engine: Engine | undefined;
  try {
    engine = await open();
    const network = networkOf(engine, server);
    log(`${engine.id}: ${engine.version}; offline here = ${network.kind}`);
    const view = await serverViewOf(server.directUrl);
    const dir = join(picturesDir, engine.id);
    // An earlier run's pictures must not pass for this one's.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    let failed = false;
    for (const [index, item] of cases.entries()) {
      const result: CaseResult = { id: item.id, title: item.title, status: 'not run', seconds: 0, notes: [] };
      results.push(result);
      if (failed) continue;
      const caseStarted = Date.now();
      const picture = (suffix?: string) => join(dir, `${String(index + 1).padStart(2, '0')}-${item.id}${suffix ? `-${suffix}` : ''}.png`);
      let pictured = false;
      const context: CaseContext = {
        engine,
        page: engine.page,
        server,
        view,
        network,
        shot: async (suffix) => {
          await engine!.page.screenshot(picture(suffix));
          pictured = true;
        },
        note: (text) => result.notes.push(text),
      };
      try {
        await item.run(context);
        if (!pictured) await context.shot();
        result.status = 'passed';
      } catch (error) {
        failed = true;
        result.status = 'failed';
        result.error = error instanceof Error ? error.message : String(error);
        await engine.page.screenshot(picture('failed')).catch(() => undefined);
      }
      result.seconds = (Date.now() - caseStarted) / 1000;
      log(`${engine.id}: ${result.status} ${item.id} (${result.seconds.toFixed(1)} s)${result.error ? ` — ${result.error}` : ''}${result.notes.length ? ` — ${result.notes.join('; ')}` : ''}`);
      // A failed case may leave the network down; the feature look-up below needs the page.
      if (failed) await network.up().catch(() => undefined);
    }
    const features = await probeFeatures(engine.page).catch(() => null);
    return { id: engine.id, version: engine.version, network: network.kind, features, cases: results, seconds: (Date.now() - started) / 1000 };
  } finally {
    await engine?.close().catch(() => undefined);
    await server.stop();
  }
}
