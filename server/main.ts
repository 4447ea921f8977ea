/**
 * `npm run serve`: validate the environment, open (create, migrate, seed on first start) the
 * database (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL), listen, run the background jobs
 * (contract settlement, cleanup, the lottery's and sportsbook's clocks) and the live channel's
 * work (server/live/start.ts), and shut down cleanly on SIGINT/SIGTERM.
 */
import { relative, isAbsolute } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabaseFromEnv, type Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { devHelpersEnabled, loadEnv } from './env';
import { startGameClocks } from './jobs/games';
import { startCleanup, startJobs } from './jobs/scheduler';
import { startLive } from './live/start';
import { siteMode } from './env-production';
import { seedIfEmpty } from './seed/index';
import { demoAccountsPresent } from './seed/production';
import { startBanner } from './start-banner';
import { holdIdleConnections } from './lib/keep-alive';
import { answerClientErrors } from './lib/client-errors';

const SHUTDOWN_GRACE_MS = 5_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const { db, where } = openDatabaseFromEnv(env);
  await migrateToLatest(db);
  const mode = siteMode(env);
  if (mode === 'production') await refuseDemoAccounts(db);
  const seeded = await seedIfEmpty(db, env.SEED_GAMES, mode);

  const app = createApp({ db, env });
  const log = { error: (message: string, error: unknown) => console.error(message, error) };
  const stoppers = [startJobs({ db, log }), startCleanup({ db, log }), startGameClocks({ db, log })];
  const stopJobs = () => Promise.all(stoppers.map((stop) => stop()));
  const live = startLive({ db, log, databaseUrl: env.DATABASE_URL });
  // Streams opened from the first request on: the LISTEN connection's first attempt comes first
  // (a failed one retries in the background; until it succeeds the stream answers 503).
  await live.ready;
  // A SQLite file is shown relative to the cwd unless that climbs out of it; a URL as it is.
  const shownPath = env.DATABASE_URL || (isAbsolute(where) && relative(process.cwd(), where).startsWith('..')) ? where : relative(process.cwd(), where);
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const note = seeded ? `, seeded with ${env.SEED_GAMES} games` : '';
    console.log(startBanner(env));
    console.log(`Lobby running at http://localhost:${info.port}/ (database ${shownPath}${note})`);
    console.log(devHelpersEnabled(env) ? 'Development helpers ON (/dev: sign in as anyone, SMS outbox, status switches): never expose this server' : 'Development helpers off');
  });
  // What Node's parser refuses (oversized request line or headers) is answered with an envelope too.
  answerClientErrors(server);
  holdIdleConnections(server);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stuck keep-alive connections must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // No new runs from now; one in progress finishes its transaction before the database closes.
    // The live streams end first: open, they would hold their connections (and the close) forever.
    const jobsStopped = Promise.all([stopJobs(), live.stop()]);
    server.close(() => {
      void jobsStopped
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A database `npm start` seeded holds members anyone can sign in as: never a production one. */
async function refuseDemoAccounts(db: Db): Promise<void> {
  const demo = await demoAccountsPresent(db);
  if (demo.length === 0) return;
  await db.destroy();
  throw new Error(
    `This database holds the demo accounts ${demo.join(', ')} with their published passwords: ` +
      'NODE_ENV=production needs a database the demo never ran on (another DATA_DIR or DATABASE_URL).',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
