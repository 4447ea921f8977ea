/**
 * The HTTP application: wps API, generated media, the ping and the built PWA, behind security
 * headers. Built from explicit dependencies so tests drive it with app.request() on a temp DB.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loopbackCrossOrigin } from './cors';
import type { AppDeps, Logger } from './deps';
import { ERROR_CODE } from '../src/api/error-codes';
import { failure } from './lib/envelope';
import { accountRoutes } from './routes/account';
import { announcementRoutes } from './routes/announcement';
import { commonRoutes } from './routes/common';
import { devRoutes } from './routes/dev';
import { gameRoutes } from './routes/game';
import { launchRoutes } from './routes/launch';
import { mediaRoutes } from './routes/media';
import { memberRoutes } from './routes/member';
import { passwordRoutes } from './routes/password';
import { personalRoutes } from './routes/personal';
import { playRoutes } from './routes/play';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { resourcePolicy, securityHeaders } from './security';
import { staticRoutes } from './static';

const consoleLogger: Logger = { error: (message, error) => console.error(message, error) };

/** Paths that answer wps envelopes, never the SPA. */
const API_PREFIXES = ['/wps', '/common', '/dev'];
const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

const notFoundEnvelope = (c: Context) =>
  failure(c, 404, ERROR_CODE.notFound, `No such call: ${c.req.method} ${c.req.path}`);

export function createApp(deps: AppDeps) {
  const log = deps.log ?? consoleLogger;
  const app = new Hono();

  app.use('*', loopbackCrossOrigin(), securityHeaders({ firebaseAuthDomain: deps.env.FIREBASE_AUTH_DOMAIN }), resourcePolicy());
  // API answers are revalidated by the service worker's own cache, never reused blindly.
  app.use('/wps/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });

  app.route('/', systemRoutes(deps));
  app.route('/', gameRoutes(deps));
  app.route('/', announcementRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', registerRoutes(deps));
  app.route('/', passwordRoutes(deps));
  app.route('/', personalRoutes(deps));
  app.route('/', launchRoutes(deps));
  // Demo games: pages and their API under /play, before the SPA fallback can claim the path.
  app.route('/', playRoutes(deps));
  // Password-free sign-in and status switches must never reach a real deployment.
  if (deps.env.NODE_ENV !== 'production') app.route('/', devRoutes(deps));
  app.route('/', commonRoutes());
  app.route('/media', mediaRoutes(deps));

  for (const prefix of API_PREFIXES) {
    app.all(prefix, notFoundEnvelope);
    app.all(`${prefix}/*`, notFoundEnvelope);
  }
  app.all('/media/*', (c) => c.text('Not found', 404));

  app.route('/', staticRoutes(deps.env.DIST_DIR));

  app.notFound((c) => (isApiPath(c.req.path) ? notFoundEnvelope(c) : c.text('Not found', 404)));
  app.onError((error, c) => {
    // Hono's own input errors (e.g. malformed JSON in a body) are the caller's fault: a 4xx envelope.
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
