/** One pass through a real HTTP listener, as `npm run serve` runs it. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, ENVELOPE_PREFIXES } from '../../src/api/endpoints';
import type { GameListValue } from '../../src/api/catalogue-wire';
import type { SuccessEnvelope } from '../../src/api/envelope';
import type { SystemStatus } from '../../src/api/system-wire';
import { listeningServerForFile } from './helpers';

const server = listeningServerForFile();

describe('the real server on an ephemeral port', () => {
  it('answers the game list over HTTP', async () => {
    const res = await fetch(`${server.base}${ENDPOINTS.gameList.path}?merchant=DEMO&platform=html5&pageNo=1&pageSize=36&language=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as SuccessEnvelope<GameListValue>;
    expect(body.success).toBe(true);
    expect(body.value.games).toHaveLength(36);
    expect(body.value.totalCount).toBe(600);
  });

  it('sees the socket address and its own host in the status', async () => {
    const body = (await (await fetch(`${server.base}${ENDPOINTS.status.path}`)).json()) as SuccessEnvelope<SystemStatus>;
    expect(body.value.location.ip).toMatch(/127\.0\.0\.1/);
    const { port } = new URL(server.base);
    expect(body.value.info.domainRoute).toEqual([{ domainName: new URL(server.base).host }, { domainName: `localhost:${port}` }]);
  });

  it('answers malformed input with 400 and unknown calls with 404', async () => {
    expect((await fetch(`${server.base}${ENDPOINTS.gameList.path}?pageSize=0`)).status).toBe(400);
    expect((await fetch(`${server.base}${ENVELOPE_PREFIXES[0]}/unknown`)).status).toBe(404);
  });

  it('streams media with its cache header', async () => {
    const res = await fetch(`${server.base}/media/vendor/JILI.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
  });
});
