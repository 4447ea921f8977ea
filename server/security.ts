/**
 * Security headers on every response. The CSP matches what the built PWA needs: its own scripts,
 * workers and API, inline styles (React style props), data:/blob: images (generated previews);
 * nobody may frame the lobby. Widen connect-src/img-src here when an operator points the
 * client at another API host or an external image CDN. A Permissions-Policy turns off the browser
 * features the lobby does not use; HSTS goes out only where the site is served over https.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { FRAMEABLE_PREFIXES, underPrefix } from '../src/api/endpoints/constants';
import type { Env } from './env';
import { viaTrustedProxy } from './http/caller';

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

/**
 * Browser features the lobby never uses are off for it and anything it frames. What it does use:
 * copying a link (clipboard-write) and fullscreen for the game pages; the real-name
 * photos come from a file input, which needs no camera permission. Only features Chromium knows
 * are named (an unknown one, e.g. web-share on desktop Linux, is a console error on every page).
 */
const PERMISSIONS_POLICY: NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy'] = {
  accelerometer: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
  gyroscope: false,
  hid: false,
  idleDetection: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  publickeyCredentialsGet: false,
  screenWakeLock: false,
  serial: false,
  usb: false,
  xrSpatialTracking: false,
  browsingTopics: false,
  // Reading stays behind the browser's own permission prompt; the lobby's copy buttons write, and
  // the end-to-end tests read back what they copied.
  clipboardRead: ['self'],
  clipboardWrite: ['self'],
  fullscreen: ['self'],
};

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
    // Sent by transportSecurity below, and only when the site is really served over https.
    strictTransportSecurity: false,
    permissionsPolicy: PERMISSIONS_POLICY,
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

/** A year; subdomains and preloading are the operator's decision for its whole domain, not ours. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * HSTS only where the site is served over https: an https PUBLIC_ORIGIN, an https request, or one
 * of our reverse proxies saying X-Forwarded-Proto https (anyone else could write that header).
 * Over plain http (the demo on localhost) it would pin nothing useful and break the next start.
 */
export const transportSecurity = (env: Pick<Env, 'PUBLIC_ORIGIN' | 'TRUSTED_PROXIES'>): MiddlewareHandler => async (c, next) => {
  await next();
  const forwarded = () => viaTrustedProxy(c, env) && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
  const https = env.PUBLIC_ORIGIN?.startsWith('https://') || new URL(c.req.url).protocol === 'https:' || forwarded();
  if (https) c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
};
