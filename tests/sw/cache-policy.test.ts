import { describe, expect, it } from 'vitest';
import { classifyRequest } from '../../src/api/cache-policy';
import { ENDPOINTS, MEDIA_PREFIX } from '../../src/api/endpoints';
import { href } from '../../src/routes';

const API = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, entry]) => [name, entry.path])) as {
  [K in keyof typeof ENDPOINTS]: string;
};
/** The reads the registry files per user. */
const USER_API_PATHS = new Set<string>(Object.values(ENDPOINTS).filter((e) => e.method === 'GET' && e.cache === 'per-user').map((e) => e.path));

const ORIGIN = 'https://lobby.example';
const url = (path: string) => `${ORIGIN}${path}`;

describe('classifyRequest', () => {
  it.each([
    API.status,
    API.whitelabel,
    API.helpCenter,
    API.vendors,
    API.gameList,
    API.hotGames,
    API.winners,
    API.announcements,
  ])('caches GET %s as a shared answer', (path) => {
    expect(classifyRequest('GET', url(`${path}?language=en`))).toBe('api-shared');
  });

  it('keeps catalogue reads shared even when the caller is signed in', () => {
    expect(classifyRequest('GET', url(API.gameList), { authorised: true })).toBe('api-shared');
  });

  it('keys announcements per user once a token is sent, since they carry read flags', () => {
    expect(classifyRequest('GET', url(API.announcements), { authorised: true })).toBe('api-user');
    expect(classifyRequest('GET', url(`${API.announcements}?token=abc`))).toBe('api-user');
  });

  it('caches the member info, favourites and recent games per user', () => {
    for (const path of [API.memberInfo, API.favourites, API.favouriteIds, API.recent]) expect(USER_API_PATHS.has(path)).toBe(true);
  });

  it('caches every GET the registry marks shared or per user, and no other', () => {
    for (const entry of Object.values(ENDPOINTS)) {
      if (entry.path.includes(':')) continue;
      const kind = classifyRequest(entry.method, url(entry.path));
      const expected = entry.method !== 'GET' ? 'never' : { shared: 'api-shared', 'shared-or-user': 'api-shared', 'per-user': 'api-user', never: 'never' }[entry.cache];
      expect(kind, `${entry.method} ${entry.path}`).toBe(expected);
    }
  });

  it.each([...USER_API_PATHS])('caches GET %s per user', (path) => {
    expect(classifyRequest('GET', url(path))).toBe('api-user');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('never caches a %s, even to a cacheable path', (method) => {
    expect(classifyRequest(method, url(API.status))).toBe('never');
  });

  it.each([
    API.login,
    API.logout,
    API.captcha,
    API.smsNoLogin,
    API.smsRegister,
    API.ping,
    API.domainRoute,
    API.memberWallet,
    API.memberUnread,
    href('home'),
  ])('never caches %s', (path) => {
    expect(classifyRequest('GET', url(path))).toBe('never');
  });

  it('sends images under the media prefix to the media cache', () => {
    expect(classifyRequest('GET', url(`${MEDIA_PREFIX}icons/JILI/1.png`))).toBe('media');
    expect(classifyRequest('POST', url(`${MEDIA_PREFIX}upload`))).toBe('never');
  });

  it('matches the path exactly, not a prefix of it', () => {
    expect(classifyRequest('GET', url(`${API.announcements}/read`))).toBe('never');
  });
});
