import { describe, expect, it } from 'vitest';
import { installOutboxSync } from '../../sw/outbox-sync';
import { OUTBOX_SYNC_TAG } from '../../src/api/names';
import type { FlushReport } from '../../src/outbox';

function scopeWith(report: Partial<FlushReport>) {
  let listener: ((event: { tag: string; waitUntil(p: Promise<unknown>): void }) => void) | undefined;
  const calls: unknown[] = [];
  installOutboxSync(
    { addEventListener: (_type, l) => (listener = l) },
    async (target) => {
      calls.push(target);
      return { sent: 0, retrying: 0, rejected: [], pausedUsers: [], skipped: false, ...report };
    },
  );
  const fire = (tag: string) => {
    let waited: Promise<unknown> | undefined;
    listener!({ tag, waitUntil: (p) => (waited = p) });
    return waited;
  };
  return { fire, calls };
}

describe('background sync of the outbox', () => {
  it('flushes on its own tag and settles when everything went out', async () => {
    const { fire, calls } = scopeWith({ sent: 3 });
    await expect(fire(OUTBOX_SYNC_TAG)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('fails the sync event while ops still wait, so the browser retries later', async () => {
    const { fire } = scopeWith({ retrying: 2 });
    await expect(fire(OUTBOX_SYNC_TAG)).rejects.toThrow(/2 ops/);
  });

  it('ignores other sync tags', () => {
    const { fire, calls } = scopeWith({});
    expect(fire('something-else')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
