/**
 * Security headers on every response. The CSP matches what the built PWA needs: its own scripts,
 * workers and API, inline styles (React style props), data:/blob: images (generated previews);
 * nobody may frame the lobby. Widen connect-src/img-src here when an operator points the
 * client at another API host or an external image CDN.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";

export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:', 'blob:'],
      fontSrc: [SELF, 'data:'],
      connectSrc: [SELF],
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

const SHARED_PREFIXES = ['/media/', '/common/'];

export const resourcePolicy = (): MiddlewareHandler => async (c, next) => {
  await next();
  const shared = SHARED_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
  c.res.headers.set('Cross-Origin-Resource-Policy', shared ? 'cross-origin' : 'same-origin');
};
