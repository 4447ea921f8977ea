/** The shared channel's messages: anything any page posts is narrowed to a known message or dropped. */
import { describe, expect, it } from 'vitest';
import { asLobbyMessage, asSwControlMessage, broadcast, listen } from '../../src/api/names';

describe('cross-context messages', () => {
  it('accepts each known message with its fields and drops anything else', () => {
    expect(asLobbyMessage({ type: 'api-updated', key: 'k', url: 'http://x/y' })).toEqual({ type: 'api-updated', key: 'k', url: 'http://x/y' });
    expect(asLobbyMessage({ type: 'outbox-rejected', kind: 'notice.read', code: 'no_permission' })).toMatchObject({ kind: 'notice.read' });
    expect(asLobbyMessage({ type: 'PURGE_USER', userKey: 'u1' })).toEqual({ type: 'PURGE_USER', userKey: 'u1' });
    for (const junk of [null, 'api-updated', { type: 'api-updated' }, { type: 'PURGE_USER', userKey: 3 }, { type: 'other' }]) {
      expect(asLobbyMessage(junk)).toBeNull();
    }
  });

  it('lets the service worker accept only SKIP_WAITING and PURGE_USER', () => {
    expect(asSwControlMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(asSwControlMessage({ type: 'PURGE_USER', userKey: 'u1' })).toEqual({ type: 'PURGE_USER', userKey: 'u1' });
    expect(asSwControlMessage({ type: 'api-updated', key: 'k', url: 'u' })).toBeNull();
  });

  it('delivers a broadcast to a listener in another context of the origin', async () => {
    const heard = new Promise((resolve) => {
      const stop = listen((message) => {
        stop();
        resolve(message);
      });
    });
    broadcast({ type: 'PURGE_USER', userKey: 'u2' });
    await expect(heard).resolves.toEqual({ type: 'PURGE_USER', userKey: 'u2' });
  });
});
