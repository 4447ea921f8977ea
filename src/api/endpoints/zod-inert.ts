/**
 * The zod the client bundles carry (vite.config.ts aliases `zod` to this file): the registry's
 * schemas are run by the server only — the page, the worker and the service worker read an entry's
 * method, path, encoding and cache class, never parse with its schemas. So the client builds get
 * an inert builder that accepts every schema-building call and keeps the entries' shape, instead
 * of some 30 KB (gzip) of validation code they would never run. Types still come from the real
 * zod. Parsing with it is a bug, so it throws instead of passing anything.
 */
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuse(): never {
  throw new Error('The registry schemas are checked by the server; client builds carry no validator.');
}

const inert: unknown = new Proxy(function schema() {}, {
  get(_target, property) {
    if (typeof property === 'symbol' || property === 'then') return undefined;
    return PARSERS.has(property) ? refuse : inert;
  },
  apply: () => inert,
});

export const z = inert;
export default inert;
