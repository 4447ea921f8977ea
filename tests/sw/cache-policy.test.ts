import { describe, expect, it } from 'vitest';
import { classifyRequest, USER_API_PATHS } from '../../src/api/cache-policy';
import { API, MEDIA_PREFIX } from '../../src/api/paths';

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

  it('caches the member info per user', () => {
    expect(USER_API_PATHS.has(API.memberInfo)).toBe(true);
  });

  it.each([...USER_API_PATHS])('caches GET %s per user', (path) => {
    expect(classifyRequest('GET', url(path))).toBe('api-user');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('never caches a %s, even to a cacheable path', (method) => {
    expect(classifyRequest(method, url(API.status))).toBe('never');
  });

  it.each([
    '/wps/session/login',
    '/wps/session/logout',
    '/wps/captcha',
    '/wps/verification/sms/noLogin',
    '/wps/verification/sms/register',
    API.ping,
    API.domainRoute,
    API.memberWallet,
    API.memberUnread,
    '/m/home',
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
