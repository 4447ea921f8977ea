/**
 * `npm run bench:lighthouse`: Lighthouse mobile (simulated throttling, performance only) on cold
 * visits of the built app, served by the real server with a throw-away data dir (never `data/`).
 * Prints one JSON line per route with the median of its runs:
 *   {route, score, fcpMs, lcpMs, tbtMs, cls, siMs, bytesSent, requests, jsBytesSent, lcpElement, runs}
 * bytes are as transferred; `runs` is each run's score (null: failed twice); lcpElement is the
 * median run's; `failures` lists failed attempts (each retried once), `unavailable` audits that
 * came back empty. Numbers are reported, never asserted (budgets: DESIGN §8).
 *
 *   --runs N              runs per route (default 5), interleaved across routes
 *   --routes /m/home,...  routes to measure (default the four below)
 *   --dist DIR            the built app to serve (default dist/, e.g. another checkout's build)
 *
 * Exits non-zero only when a route has no successful run.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startOwnServer } from '../e2e/own-server';
import { runLighthouse, type RunSummary } from './lighthouse-run';

const DEFAULT_ROUTES = ['/m/home', '/m/gameCenter', '/m/slot-games', '/m/login'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
    dist: { type: 'string' },
  },
});
const runCount = Number(values.runs);
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs wants a positive integer, got ${values.runs}`);
const routes = values.routes.split(',').map((route) => route.trim()).filter(Boolean);

const median = (list: number[]) => {
  if (list.length === 0) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

interface RouteRuns {
  results: (RunSummary | null)[];
  failures: string[];
}

/** One run, retried once; every failed attempt is recorded (a run failing twice scores null). */
async function measure(url: string, label: string, runs: RouteRuns): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = Date.now();
    try {
      const summary = await runLighthouse(url);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(`${label}: score ${summary.score}, LCP ${Math.round(summary.lcpMs)} ms (${seconds} s)`);
      runs.results.push(summary);
      return;
    } catch (error) {
      const message = `${label} attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`;
      console.error(message);
      runs.failures.push(message);
    }
  }
  runs.results.push(null);
}

function report(route: string, runs: RouteRuns) {
  const ok = runs.results.filter((run): run is RunSummary => run !== null);
  if (ok.length === 0) return { route, error: 'no successful run', runs: runs.results.map(() => null), failures: runs.failures };
  // An unavailable metric (NaN) is left out of its median; none at all prints null.
  const of = (pick: (run: RunSummary) => number) => median(ok.map(pick).filter(Number.isFinite));
  // The median run (by score, then LCP) names the LCP element.
  const byScore = [...ok].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const unavailable = [...new Set(ok.flatMap((run) => run.unavailable))];
  return {
    route,
    score: of((run) => run.score),
    fcpMs: round(of((run) => run.fcpMs)),
    lcpMs: round(of((run) => run.lcpMs)),
    tbtMs: round(of((run) => run.tbtMs)),
    cls: round(of((run) => run.cls), 4),
    siMs: round(of((run) => run.siMs)),
    bytesSent: round(of((run) => run.bytesSent)),
    requests: of((run) => run.requests),
    jsBytesSent: round(of((run) => run.jsBytesSent)),
    lcpElement: medianRun.lcpElement,
    runs: runs.results.map((run) => run?.score ?? null),
    ...(runs.failures.length ? { failures: runs.failures } : {}),
    ...(unavailable.length ? { unavailable } : {}),
  };
}

async function main() {
  const started = Date.now();
  const server = await startOwnServer(values.dist ? { distDir: resolve(values.dist) } : {});
  const byRoute = new Map<string, RouteRuns>(routes.map((route) => [route, { results: [], failures: [] }]));
  try {
    // Run 1 of every route, then run 2, ...: a slow moment does not land on one route only.
    for (let i = 1; i <= runCount; i++) {
      for (const route of routes) {
        await measure(`${server.url}${route}`, `${route} run ${i}/${runCount}`, byRoute.get(route)!);
      }
    }
  } finally {
    await server.stop();
  }
  let failed = false;
  for (const [route, runs] of byRoute) {
    const line = report(route, runs);
    if ('error' in line) failed = true;
    console.log(JSON.stringify(line));
  }
  console.error(`bench:lighthouse: ${routes.length} routes x ${runCount} runs in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
