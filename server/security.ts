/**
 * Security headers on every response. The CSP matches what the built PWA needs: its own scripts,
 * workers and API, inline styles (React style props), data:/blob: images (generated previews);
 * nobody may frame the lobby. Widen connect-src/img-src here when an operator points the
 * client at another API host or an external image CDN.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { FRAMEABLE_PREFIXES, underPrefix } from '../src/api/endpoints/constants';

const SELF = "'self'";

/** What Firebase's sign-in popup needs, allowed only when the operator configured Firebase. */
function firebaseSources(authDomain: string | undefined) {
  if (!authDomain) return { script: [], connect: [], frame: [] };
  return {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: [`https://${authDomain}`],
  };
}

export const securityHeaders = (options: { firebaseAuthDomain?: string } = {}): MiddlewareHandler => {
  const firebase = firebaseSources(options.firebaseAuthDomain);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF, ...firebase.script],
      ...(firebase.frame.length ? { frameSrc: firebase.frame } : {}),
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:', 'blob:'],
      fontSrc: [SELF, 'data:'],
      connectSrc: [SELF, ...firebase.connect],
      workerSrc: [SELF],
      manifestSrc: [SELF],
      objectSrc: ["'none'"],
      baseUri: [SELF],
      formAction: [SELF],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // HSTS belongs to the TLS-terminating proxy; here it would only pin plain-http localhost.
    strictTransportSecurity: false,
    // Set per path below: media and the ping are meant to be used from other origins.
    crossOriginResourcePolicy: false,
  });
};

const SHARED_PREFIXES = ['/media/', '/common/'];

export const resourcePolicy = (): MiddlewareHandler => async (c, next) => {
  await next();
  const shared = SHARED_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
  c.res.headers.set('Cross-Origin-Resource-Policy', shared ? 'cross-origin' : 'same-origin');
};

/**
 * Pages of this site that the lobby itself shows in its in-app frame (SPEC §2 OutterApp): the
 * customer-service pages. They may be framed by this origin only; everything else keeps
 * `frame-ancestors 'none'`. Registered outside securityHeaders, so it edits what that set.
 */
export const sameOriginFraming = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!underPrefix(c.req.path, FRAMEABLE_PREFIXES)) return;
  const csp = c.res.headers.get('Content-Security-Policy');
  if (csp) c.res.headers.set('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
};
