/**
 * The cross-engine lane: the built app and the real server in WebKitGTK and Firefox ESR, one
 * engine after the other (`tsx engines/run.ts [webkitgtk] [firefox]`; both by default).
 *
 * An engine that is not installed is skipped with a line saying what to install — the packages
 * are Debian's, and a machine without them still runs the rest of `npm test` — unless
 * ENGINES_REQUIRED=1 (CI sets it), when a missing engine fails the lane.
 */
import { existsSync } from 'node:fs';
import { PHONE_VIEWPORT } from '../e2e/chromium';
import { CASES } from './cases';
import type { Engine, EngineId } from './engine';
import { openFirefox } from './firefox';
import { ENGINE_NAMES, findFirefox, findWebKit } from './installed';
import { outcomePassed, printReport, writeReport, type EngineOutcome } from './report';
import { runEngine } from './run-engine';
import { openWebKit } from './webkit';

const PICTURES_DIR = 'reports/engines';
const BUILT_APP = 'dist/sw.js';

type Launcher = { ok: true; open: () => Promise<Engine> } | { ok: false; missing: string };

/** Each engine: where its programs are, and how to open it with them. */
const LAUNCHERS: Record<EngineId, () => Launcher> = {
  webkitgtk: () => {
    const found = findWebKit();
    return found.ok ? { ok: true, open: () => openWebKit(found.programs, PHONE_VIEWPORT) } : found;
  },
  firefox: () => {
    const found = findFirefox();
    return found.ok ? { ok: true, open: () => openFirefox(found.programs, PHONE_VIEWPORT) } : found;
  },
};

const log = (line: string) => console.log(`[engines] ${line}`);

const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !(id in LAUNCHERS));
if (unknown.length) {
  console.error(`unknown engine ${unknown.join(', ')}: pick from ${Object.keys(LAUNCHERS).join(', ')}`);
  process.exit(2);
}
if (!existsSync(BUILT_APP)) {
  console.error(`${BUILT_APP} not found: build the app first (npm run build)`);
  process.exit(2);
}
const required = process.env.ENGINES_REQUIRED === '1';
const ids = (asked.length ? asked : Object.keys(LAUNCHERS)) as EngineId[];

const started = Date.now();
const outcomes: EngineOutcome[] = [];
for (const id of ids) {
  const launcher = LAUNCHERS[id]();
  if (!launcher.ok) {
    const outcome: EngineOutcome = { id, status: required ? 'failed' : 'skipped', reason: launcher.missing };
    log(`${ENGINE_NAMES[id]} ${outcome.status}: ${launcher.missing}${required ? '' : ' (ENGINES_REQUIRED=1 makes this a failure)'}`);
    outcomes.push(outcome);
    continue;
  }
  try {
    outcomes.push({ status: 'ran', ...(await runEngine(launcher.open, CASES, PICTURES_DIR, log)) });
  } catch (error) {
    outcomes.push({ id, status: 'failed', reason: `did not start: ${error instanceof Error ? error.message : String(error)}` });
  }
}
const seconds = (Date.now() - started) / 1000;
printReport(CASES, outcomes, seconds, console.log);
writeReport(outcomes, seconds);
process.exit(outcomes.every(outcomePassed) ? 0 : 1);
