/**
 * A server started the production way: an environment that passes production's checks (fresh
 * random secrets, an https public origin), a database seeded as production seeds it (catalogue,
 * content and settings only), and requests addressed to the public origin, since production
 * answers no other host.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/connection';
import { loadEnv, type Env } from '../../server/env';
import { issueSession } from '../../server/access/auth';
import { accountKey } from '../../server/member/members';
import { seedIfEmpty } from '../../server/seed/index';
import { databaseEnv, makeTempDir, openTestDb, removeTestDb } from './helpers';

export const PUBLIC_ORIGIN = 'https://lobby.example.com';

/** A fresh secret of the kind production wants (64 hex digits). */
export const freshSecret = () => randomBytes(32).toString('hex');

/** The variables a production start needs, plus `extra` (an undefined value removes one). */
export function productionVariables(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const all = { NODE_ENV: 'production', OPERATOR_KEY: freshSecret(), GATEWAY_SECRET: freshSecret(), PUBLIC_ORIGIN, ...extra };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface ProductionServer {
  dir: string;
  db: Db;
  env: Env;
  app: ReturnType<typeof createApp>;
  /** A request to the public origin (a path), or to a full URL. */
  request(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  /** A member made as registration would, signed in: production seeds none. */
  addMember(account: string): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

export async function startProductionServer(extra: Record<string, string | undefined> = {}): Promise<ProductionServer> {
  const dir = makeTempDir('lobby-production-');
  const db = await openTestDb(dir);
  await seedIfEmpty(db, 600, 'production');
  const env = loadEnv({ ...(await databaseEnv(dir)), DIST_DIR: join(dir, 'no-dist'), ...productionVariables(extra) });
  const app = createApp({ db, env, log: { error: vi.fn() } });
  return {
    dir,
    db,
    env,
    app,
    request: async (pathOrUrl, init) => app.request(pathOrUrl.startsWith('/') ? `${PUBLIC_ORIGIN}${pathOrUrl}` : pathOrUrl, init),
    async addMember(account) {
      const row = await db
        .insertInto('members')
        .values({
          account,
          account_key: accountKey(account),
          password_hash: null,
          type: 0,
          nickname: account,
          club_label: '',
          mobile: null,
          email: null,
          country_dialing_code: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      return { id, token: await issueSession(db, id, 1) };
    },
    async close() {
      await db.destroy();
      await removeTestDb(dir);
    },
  };
}
