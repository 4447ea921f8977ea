/**
 * What the server says at start about the money it handles. The demo must not be mistaken for a
 * site: anyone can sign in as its seeded members and confirm their own payments. So `npm start`
 * says so in a banner nobody can miss, and production names what it runs with instead.
 */
import type { Env } from './env';
import { siteMode } from './env-production';

const RULE = '='.repeat(78);

export function startBanner(env: Pick<Env, 'NODE_ENV' | 'GATEWAY_URL' | 'PUBLIC_ORIGIN'>): string {
  if (siteMode(env) === 'production') {
    const payments = env.GATEWAY_URL ? `gateway deposits through ${new URL(env.GATEWAY_URL).host}` : 'no gateway deposits (GATEWAY_URL unset)';
    return `Production mode: no demo data, ${payments}, serving ${env.PUBLIC_ORIGIN}`;
  }
  return [
    RULE,
    '  DEMO MODE: PLAY MONEY, NOT FOR REAL PLAYERS',
    '  - demo accounts with published passwords (demo / demo1234, agent / agent1234, …)',
    `  - ${env.GATEWAY_URL ? 'deposits through the gateway at GATEWAY_URL, on demo data' : 'simulated payments: a member confirms its own deposit at /pay/gateway/…'}`,
    '  - balances seeded from nothing; nothing here is money',
    '  Run a real site with NODE_ENV=production (README: "Demo and production").',
    RULE,
  ].join('\n');
}
