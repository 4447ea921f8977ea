/**
 * The HTTP application: wps API, generated media, the ping and the built PWA, behind security
 * headers. Built from explicit dependencies so tests drive it with app.request() on a temp DB.
 * Every wps call is mounted from the endpoint registry (http/mount.ts); unknown paths under the
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
import { mediaRoutes } from './media/serve-media';
import { playPageRoutes } from './play/serve-pages';
import { supportPageRoutes } from './support/serve-pages';
import { allowedHostsOnly } from './hosts';
import { resourcePolicy, sameOriginFraming, securityHeaders, transportSecurity } from './security';
import { staticRoutes } from './static';
import { WPS_ROUTES } from './wps-routes';

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

  // The registry's calls, every area's (wps-routes.ts, written by `npm run areas`). Dev entries
  // mount only when the dev helpers are enabled, operator entries only with an operator key.
  for (const routes of WPS_ROUTES) {
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
