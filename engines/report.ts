/**
 * The lane's report: cases × engines with their results and times, what each engine lacked and
 * what the app did instead, printed and kept as reports/engines.json (npm test's summary reads it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Case } from './cases/case';
import type { EngineId } from './engine';
import { FEATURES, type Feature } from './features';
import type { EngineRun } from './run-engine';

/** An engine that did not run: not installed here, or it failed to start. */
export interface EngineAbsent {
  id: EngineId;
  status: 'skipped' | 'failed';
  reason: string;
}

export type EngineOutcome = ({ status: 'ran' } & EngineRun) | EngineAbsent;

export const REPORT_PATH = 'reports/engines.json';

const cell = (outcome: EngineOutcome, caseId: string) => {
  if (outcome.status !== 'ran') return outcome.status;
  const result = outcome.cases.find((c) => c.id === caseId);
  return result ? `${result.status}${result.status === 'not run' ? '' : ` ${result.seconds.toFixed(1)} s`}` : '—';
};

export function printReport(cases: Case[], outcomes: EngineOutcome[], seconds: number, print: (line: string) => void): void {
  const width = Math.max(...cases.map((c) => c.title.length));
  print('');
  print(`${'case'.padEnd(width)}  ${outcomes.map((o) => o.id.padEnd(16)).join('  ')}`);
  for (const item of cases) print(`${item.title.padEnd(width)}  ${outcomes.map((o) => cell(o, item.id).padEnd(16)).join('  ')}`);
  for (const outcome of outcomes) {
    if (outcome.status !== 'ran') {
      print(`${outcome.id}: ${outcome.status} — ${outcome.reason}`);
      continue;
    }
    const lacking = outcome.features ? (Object.keys(FEATURES) as Feature[]).filter((f) => !outcome.features![f]) : [];
    print(`${outcome.id} (${outcome.version}, offline = ${outcome.network}) lacks: ${lacking.length ? lacking.map((f) => FEATURES[f].label).join(', ') : 'nothing the cases look for'}`);
    for (const feature of lacking) {
      const users = cases.filter((c) => c.relies.includes(feature)).map((c) => c.id);
      const { label, required, without } = FEATURES[feature];
      print(`  ${label}${users.length ? ` (${users.join(', ')})` : ''}: ${required ? 'required, so those cases cannot pass — ' : ''}${without}`);
    }
    for (const result of outcome.cases) if (result.error) print(`  ${result.id} failed: ${result.error}`);
  }
  const failed = outcomes.some((o) => o.status === 'failed' || (o.status === 'ran' && o.cases.some((c) => c.status !== 'passed')));
  const times = outcomes.map((o) => (o.status === 'ran' ? `${o.id} ${o.seconds.toFixed(0)} s` : `${o.id} ${o.status}`)).join(', ');
  const verdict = failed ? 'FAILED' : outcomes.some((o) => o.status === 'ran') ? 'passed' : 'nothing ran';
  print(`\nengines: ${verdict} in ${seconds.toFixed(0)} s (${times})`);
}

export function writeReport(outcomes: EngineOutcome[], seconds: number): void {
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT_PATH, `${JSON.stringify({ seconds, engines: outcomes }, null, 2)}\n`);
}

export const outcomePassed = (outcome: EngineOutcome) =>
  outcome.status === 'skipped' || (outcome.status === 'ran' && outcome.cases.every((c) => c.status === 'passed'));
