// `npm run test:unit`: the unit and integration tests on SQLite (the embedded default), then, when
// DATABASE_URL names a PostgreSQL cluster, the server suite again on it (vitest.config.ts picks the
// files and the engine from DATABASE_URL). Extra arguments go to both vitest runs.
import { spawnSync } from 'node:child_process';

const args = ['vitest', 'run', ...process.argv.slice(2)];
/** Each run's per-file times, for npm test's summary of the slowest files. */
const timings = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=reports/${name}.json`];
const url = process.env.DATABASE_URL?.trim();

function vitest(label, env, name) {
  console.log(`\n── ${label} ──`);
  const run = spawnSync('npx', [...args, ...timings(name)], { stdio: 'inherit', env });
  return run.status ?? 1;
}

const sqliteEnv = { ...process.env };
delete sqliteEnv.DATABASE_URL;
const sqlite = vitest('unit and integration tests on SQLite', sqliteEnv, 'vitest-sqlite');
if (sqlite !== 0) process.exit(sqlite);
if (!url) {
  console.log('\nDATABASE_URL is not set: the server suite ran on SQLite only.');
  process.exit(0);
}
process.exit(vitest('server suite on PostgreSQL', { ...process.env, DATABASE_URL: url }, 'vitest-postgres'));
