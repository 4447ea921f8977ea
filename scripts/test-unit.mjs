// `npm run test:unit`: the unit and integration tests on SQLite (the embedded default) and, when
// DATABASE_URL names a PostgreSQL cluster, the server suite again on it (vitest.config.ts picks the
// files and the engine from DATABASE_URL). Extra arguments go to both vitest runs.
//
// The two runs go side by side: the PostgreSQL run spends about a third of its time waiting on the
// database, which the SQLite run fills. The SQLite run's output streams; the PostgreSQL run's is
// held and printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const args = ['vitest', 'run', ...process.argv.slice(2)];
/** Each run's per-file times, for npm test's summary of the slowest files. */
const timings = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=reports/${name}.json`];
const url = process.env.DATABASE_URL?.trim();

/** Resolves with the exit status and, when `hold` is set, everything the run printed. */
function vitest(env, name, hold) {
  return new Promise((resolve) => {
    const child = spawn('npx', [...args, ...timings(name)], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output = [];
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const sqliteEnv = { ...process.env };
delete sqliteEnv.DATABASE_URL;
console.log('\n── unit and integration tests on SQLite ──');
const runs = [vitest(sqliteEnv, 'vitest-sqlite', false)];
if (url) runs.push(vitest({ ...process.env, DATABASE_URL: url, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' }, 'vitest-postgres', true));
const [sqlite, postgres] = await Promise.all(runs);
if (!postgres) {
  console.log('\nDATABASE_URL is not set: the server suite ran on SQLite only.');
  process.exit(sqlite.status);
}
console.log('\n── server suite on PostgreSQL (ran beside the SQLite run) ──');
process.stdout.write(postgres.output);
process.exit(sqlite.status || postgres.status);
