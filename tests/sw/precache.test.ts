/**
 * Filling the precache several files at a time (sw/precache.ts): every entry lands under
 * Workbox's key, no more than the concurrency are asked at once, entries already cached are not
 * asked again, revisioned ones bypass the HTTP cache, and a failure is left for Workbox's install.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPrecache, INSTALL_CONCURRENCY } from '../../sw/precache';

const ORIGIN = 'https://lobby.test';

beforeEach(() => vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`)));
afterEach(() => vi.unstubAllGlobals());

/** What Workbox's controller answers: absolute url → cache key (a revision in the key when given). */
function controllerFor(manifest: Array<{ url: string; revision: string | null }>) {
  const keys = new Map(
    manifest.map(({ url, revision }) => {
      const absolute = `${ORIGIN}/${url}`;
      return [absolute, revision ? `${absolute}?__WB_REVISION__=${revision}` : absolute] as const;
    }),
  );
  return { getURLsToCacheKeys: () => keys };
}

function fakeCache(already: string[] = []) {
  const stored = new Map<string, Response>(already.map((key) => [key, new Response('old')]));
  return {
    stored,
    match: async (key: RequestInfo | URL) => stored.get(String(key)),
    put: async (key: RequestInfo | URL, response: Response) => void stored.set(String(key), response),
  };
}

/** A network that answers after a tick and counts how many requests are open at once. */
function fakeNetwork(answer: (url: string) => Response = () => new Response('body')) {
  const asked: Request[] = [];
  let open = 0;
  let mostOpen = 0;
  const fetch = async (request: Request) => {
    asked.push(request);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    open -= 1;
    return answer(request.url);
  };
  return { fetch, asked, mostOpen: () => mostOpen };
}

describe('fillPrecache', () => {
  const manifest = [
    ...Array.from({ length: 40 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })),
    { url: 'index.html', revision: 'abc' },
  ];

  it('puts every entry under Workbox’s key, a few requests at a time', async () => {
    const cache = fakeCache();
    const network = fakeNetwork();
    await fillPrecache(controllerFor(manifest), manifest, { cache, fetch: network.fetch });
    expect([...cache.stored.keys()].sort()).toEqual([...controllerFor(manifest).getURLsToCacheKeys().values()].sort());
    expect(network.asked).toHaveLength(manifest.length);
    expect(network.mostOpen()).toBe(INSTALL_CONCURRENCY);
  });

  it('asks for revisioned entries past the HTTP cache, hashed ones through it', async () => {
    const network = fakeNetwork();
    await fillPrecache(controllerFor(manifest), manifest, { cache: fakeCache(), fetch: network.fetch });
    const modes = new Map(network.asked.map((request) => [new URL(request.url).pathname, request.cache]));
    expect(modes.get('/index.html')).toBe('reload');
    expect(modes.get('/assets/chunk-0.js')).toBe('default');
  });

  it('does not ask again for what is cached already (an update fetches only what changed)', async () => {
    const cache = fakeCache([`${ORIGIN}/assets/chunk-0.js`, `${ORIGIN}/assets/chunk-1.js`]);
    const network = fakeNetwork();
    await fillPrecache(controllerFor(manifest), manifest, { cache, fetch: network.fetch });
    expect(network.asked.map((request) => request.url)).not.toContain(`${ORIGIN}/assets/chunk-0.js`);
    expect(network.asked).toHaveLength(manifest.length - 2);
  });

  it('leaves failures and non-200 answers uncached, for Workbox’s install to fetch and judge', async () => {
    const cache = fakeCache();
    const network = fakeNetwork((url) => {
      if (url.endsWith('chunk-3.js')) throw new TypeError('Failed to fetch');
      if (url.endsWith('chunk-4.js')) return new Response('gone', { status: 404 });
      return new Response('body');
    });
    await fillPrecache(controllerFor(manifest), manifest, { cache, fetch: network.fetch });
    expect(cache.stored.has(`${ORIGIN}/assets/chunk-3.js`)).toBe(false);
    expect(cache.stored.has(`${ORIGIN}/assets/chunk-4.js`)).toBe(false);
    expect(cache.stored.size).toBe(manifest.length - 2);
  });
});
