// `npm test`: every check the project has, in stages, with the time each took.
//
// 1. The five type checks, lint and the production build run side by side (two at a time on two
//    cores).
// 2. The unit and integration tests on SQLite, then the server suite on PostgreSQL when
//    DATABASE_URL names a cluster (scripts/test-unit.mjs).
// 3. The first-chunk check on the build, then the end-to-end specs in a real Chromium.
// 4. The cross-engine lane on the same build in Firefox ESR (engines/run.ts), skipped with a
//    printed line where it is not installed, unless ENGINES_REQUIRED=1 (CI). WebKitGTK runs
//    through `npm run test:engines` only, until its offline reload of a category page passes every
//    time (docs/engines.md, "Known failure").
//
// A failing stage stops the run; the summary line at the end says where the time went.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { TYPECHECK_SCOPES, typecheckCommand } from './typecheck.mjs';

const PARALLEL = Math.max(2, Math.min(availableParallelism(), 4));
const TYPECHECKS = TYPECHECK_SCOPES.map((scope) => ({ label: `tsc ${scope}`, command: typecheckCommand(scope) }));

const STAGES = [
  {
    label: 'check',
    jobs: [...TYPECHECKS, { label: 'lint', command: ['npx', 'eslint', '.'] }, { label: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] }],
  },
  { label: 'unit', jobs: [{ label: 'vitest', command: ['node', 'scripts/test-unit.mjs'] }] },
  {
    label: 'e2e',
    jobs: [{ label: 'playwright', command: ['sh', '-c', 'npx tsx scripts/check-first-chunk.ts && npx playwright test'] }],
  },
  { label: 'engines', jobs: [{ label: 'engines', command: ['npx', 'tsx', 'engines/run.ts', 'firefox'] }] },
];

/** Runs one job; output goes through line-buffered with its label when jobs share the screen. */
function run(job, labelled) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(job.command[0], job.command.slice(1), { stdio: labelled ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (labelled) {
      for (const stream of [child.stdout, child.stderr]) {
        let pending = '';
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${job.label}] ${line}\n`);
        });
        stream.on('end', () => pending && process.stdout.write(`[${job.label}] ${pending}\n`));
      }
    }
    child.on('close', (code) => resolve({ label: job.label, code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

async function pool(jobs) {
  const results = [];
  const queue = [...jobs];
  const labelled = jobs.length > 1;
  const lanes = Array.from({ length: Math.min(PARALLEL, jobs.length) }, async () => {
    while (queue.length) results.push(await run(queue.shift(), labelled));
  });
  await Promise.all(lanes);
  return results;
}

// Reports of an earlier run must not pass for this one's.
rmSync('reports', { recursive: true, force: true });

const summary = [];
const started = Date.now();
let failed = null;
for (const stage of STAGES) {
  console.log(`\n══ ${stage.label} ══`);
  const stageStarted = Date.now();
  const results = await pool(stage.jobs);
  const slowest = [...results].sort((a, b) => b.seconds - a.seconds).map((r) => `${r.label} ${r.seconds.toFixed(0)}s`);
  summary.push(`${stage.label} ${((Date.now() - stageStarted) / 1000).toFixed(0)}s${results.length > 1 ? ` (${slowest.join(', ')})` : ''}`);
  failed = results.find((r) => r.code !== 0) ?? null;
  if (failed) break;
}
/** The slowest test files of each report the runs left in reports/ (vitest JSON, Playwright JSON). */
function slowestFiles(limit = 5) {
  const read = (name) => (existsSync(`reports/${name}.json`) ? JSON.parse(readFileSync(`reports/${name}.json`, 'utf8')) : null);
  const lines = [];
  for (const name of ['vitest-sqlite', 'vitest-postgres']) {
    const report = read(name);
    if (!report?.testResults) continue;
    const files = report.testResults.map((f) => ({ file: f.name, seconds: (f.endTime - f.startTime) / 1000 }));
    lines.push(`${name}: ${top(files, limit)}`);
  }
  const e2e = read('e2e');
  if (e2e?.suites) {
    const files = e2e.suites.map((suite) => ({ file: suite.file, seconds: sumDurations(suite) / 1000 }));
    lines.push(`e2e: ${top(files, limit)}`);
  }
  return lines;
}
/** Each engine of the cross-engine lane: its cases passed, its time, or why it did not run. */
function engineLines() {
  if (!existsSync('reports/engines.json')) return [];
  const { engines } = JSON.parse(readFileSync('reports/engines.json', 'utf8'));
  return engines.map((engine) => {
    if (engine.status !== 'ran') return `${engine.id} ${engine.status}: ${engine.reason}`;
    const passed = engine.cases.filter((c) => c.status === 'passed').length;
    return `${engine.id} ${passed}/${engine.cases.length} cases passed in ${engine.seconds.toFixed(0)}s`;
  });
}
const top = (files, limit) => [...files].sort((a, b) => b.seconds - a.seconds).slice(0, limit).map((f) => `${f.file} ${f.seconds.toFixed(0)}s`).join(', ');
/** A Playwright suite's time: its tests' results, nested suites included. */
function sumDurations(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((r) => r.duration)));
  return own.reduce((a, b) => a + b, 0) + (suite.suites ?? []).reduce((a, s) => a + sumDurations(s), 0);
}

/**
 * The reports name files by this machine's absolute paths (the checkout, the temp data directory):
 * rewrite them, so a report can be shared or kept without saying where things live on this host.
 */
function relativiseReports() {
  if (!existsSync('reports')) return;
  const root = process.cwd();
  // The JSON reports only: the cross-engine lane keeps its pictures in a folder beside them.
  for (const name of readdirSync('reports').filter((entry) => entry.endsWith('.json'))) {
    const file = `reports/${name}`;
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.split(`${root}/`).join('').split(root).join('.').split(tmpdir()).join('<tmp>'));
  }
}
relativiseReports();

const total = ((Date.now() - started) / 1000).toFixed(0);
const slow = slowestFiles();
if (slow.length) console.log(`\nslowest files (time summed over the file's tests)\n  ${slow.join('\n  ')}`);
const engines = engineLines();
if (engines.length) console.log(`\nengines\n  ${engines.join('\n  ')}`);
console.log(`\nnpm test: ${failed ? `FAILED at ${failed.label}` : 'passed'} in ${total}s — ${summary.join(' · ')}`);
process.exit(failed ? failed.code || 1 : 0);
