/**
 * The HTTP application: wps API, generated media, the ping and the built PWA, behind security
 * headers. Built from explicit dependencies so tests drive it with app.request() on a temp DB.
 * Every wps call is mounted from the endpoint registry (routes/mount.ts); unknown paths under the
 * registry's envelope prefixes answer a 404 envelope, never the app.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ENDPOINTS, ENVELOPE_PREFIXES, underPrefix } from '../src/api/endpoints';
import { ERROR_CODE } from '../src/api/error-codes';
import { compressAnswers } from './compress';
import { limitAnyBody } from './lib/body-limit';
import { loopbackCrossOrigin } from './cors';
import type { AppDeps, Logger } from './deps';
import { failure } from './lib/envelope';
import { accountRoutes } from './routes/account';
import { announcementRoutes } from './routes/announcement';
import { chatRoutes } from './routes/chat';
import { depositRoutes } from './routes/deposit';
import { devRoutes } from './routes/dev';
import { gameRoutes } from './routes/game';
import { inboxRoutes } from './routes/inbox';
import { launchRoutes } from './routes/launch';
import { mediaRoutes } from './routes/media';
import { memberRoutes } from './routes/member';
import { operatorRoutes } from './routes/operator';
import { passwordRoutes } from './routes/password';
import { personalRoutes } from './routes/personal';
import { playRoutes } from './routes/play';
import { promotionRoutes } from './routes/promotion';
import { playPageRoutes } from './routes/play-page';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { supportPageRoutes } from './routes/support-pages';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallet';
import { vipRoutes } from './routes/vip';
import { recordsRoutes } from './routes/records';
import { profileRoutes } from './routes/profile';
import { agentRoutes } from './routes/agent';
import { arenaRoutes } from './routes/arena';
import { lotteryRoutes } from './routes/lottery';
import { sportsRoutes } from './routes/sports';
import { agentContractRoutes } from './routes/agent-contracts';
import { withdrawRoutes } from './routes/withdraw';
import { allowedHostsOnly } from './hosts';
import { resourcePolicy, sameOriginFraming, securityHeaders, transportSecurity } from './security';
import { staticRoutes } from './static';

const consoleLogger: Logger = { error: (message, error) => console.error(message, error) };

const notFoundEnvelope = (c: Context) => {
  // Nothing to keep: the call does not exist (yet) on this server.
  c.header('Cache-Control', 'no-store');
  return failure(c, 404, ERROR_CODE.notFound, `No such call: ${c.req.method} ${c.req.path}`);
};

export function createApp(deps: AppDeps) {
  const log = deps.log ?? consoleLogger;
  const app = new Hono();

  // A host outside the allow-list is refused before anything else runs (server/hosts.ts).
  app.use('*', allowedHostsOnly(deps.env));
  // Compression first, so it wraps everything: what runs inside (idempotency store, ETags, CORS,
  // error envelopes) sees plain bodies (server/compress.ts).
  // No request body past what a call takes, counted as it arrives (chunked too); uploads are read
  // only after their call's access guard (server/lib/body-limit.ts).
  app.use('*', limitAnyBody(Object.values(ENDPOINTS)));
  app.use('*', compressAnswers());
  app.use('*', loopbackCrossOrigin(), sameOriginFraming(), securityHeaders({ firebaseAuthDomain: deps.env.FIREBASE_AUTH_DOMAIN }), transportSecurity(deps.env), resourcePolicy());

  // The registry's calls, by area. Dev entries mount only when the dev helpers are enabled.
  for (const routes of [
    systemRoutes,
    gameRoutes,
    announcementRoutes,
    promotionRoutes,
    memberRoutes,
    inboxRoutes,
    chatRoutes,
    sessionRoutes,
    accountRoutes,
    registerRoutes,
    passwordRoutes,
    personalRoutes,
    launchRoutes,
    playRoutes,
    walletRoutes,
    depositRoutes,
    withdrawRoutes,
    vipRoutes,
    recordsRoutes,
    profileRoutes,
    agentRoutes,
    agentContractRoutes,
    lotteryRoutes,
    sportsRoutes,
    arenaRoutes,
    devRoutes,
    operatorRoutes,
  ]) {
    app.route('/', routes(deps));
  }

  for (const prefix of ENVELOPE_PREFIXES) {
    app.all(prefix, notFoundEnvelope);
    app.all(`${prefix}/*`, notFoundEnvelope);
  }

  // Not wps calls: the demo game pages, generated media and the built app.
  app.route('/', playPageRoutes(deps));
  app.route('/', supportPageRoutes(deps));
  app.route('/media', mediaRoutes(deps));
  app.all('/media/*', (c) => c.text('Not found', 404));
  app.route('/', staticRoutes(deps.env.DIST_DIR, deps.db, deps.env));

  app.notFound((c) => (underPrefix(c.req.path, ENVELOPE_PREFIXES) ? notFoundEnvelope(c) : c.text('Not found', 404)));
  app.onError((error, c) => {
    // Hono's own input errors are the caller's fault: a 4xx envelope.
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 ? ERROR_CODE.invalidParameter : ERROR_CODE.notFound;
      return failure(c, error.status, code, error.message || 'Invalid request');
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    // Never echo the error: it may carry SQL or file paths.
    return failure(c, 500, ERROR_CODE.serverError, 'Internal server error');
  });

  return app;
}
