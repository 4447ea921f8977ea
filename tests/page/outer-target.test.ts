import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { outerTarget } from '../../src/features/pages/outer-target';
import { href } from '../../src/routes';

const ORIGIN = 'https://lobby.example';

describe('what the in-app frame may show', () => {
  it('frames pages of this site, by path or by full URL', () => {
    expect(outerTarget('/support/telegram', ORIGIN)).toEqual({ kind: 'frame', src: '/support/telegram' });
    expect(outerTarget('https://lobby.example/support/facebook?x=1#top', ORIGIN)).toEqual({ kind: 'frame', src: '/support/facebook?x=1#top' });
  });

  it('never frames another site: it is offered to open in the browser, with its host', () => {
    expect(outerTarget('https://t.me/DemoLobby', ORIGIN)).toEqual({ kind: 'external', url: 'https://t.me/DemoLobby', host: 't.me' });
    // Protocol-relative and look-alike hosts are other sites too.
    expect(outerTarget('//phish.example/login', ORIGIN)).toMatchObject({ kind: 'external', host: 'phish.example' });
    expect(outerTarget('https://lobby.example.phish.example/', ORIGIN)).toMatchObject({ kind: 'external' });
  });

  it('refuses script, data and other schemes, empty input, and the lobby itself', () => {
    for (const raw of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', '', null, undefined, 'http://[bad']) {
      expect(outerTarget(raw, ORIGIN)).toEqual({ kind: 'invalid' });
    }
    for (const own of [href('home'), '/', ENDPOINTS.status.path, 'https://lobby.example/dev/session', '/supportive']) {
      expect(outerTarget(own, ORIGIN)).toEqual({ kind: 'invalid' });
    }
  });
});
