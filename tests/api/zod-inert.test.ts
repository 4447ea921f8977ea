/** The client builds' zod: builds any schema the registry writes, and refuses to parse with it. */
import { describe, expect, it } from 'vitest';
import { z } from '../../src/api/endpoints/zod-inert';

// The inert builder is untyped on purpose; this is how the registry's files call it.
const inert = z as unknown as {
  string(): { trim(): { max(n: number, message: string): { nullish(): { transform(f: (v: unknown) => unknown): unknown } } } };
  object(shape: Record<string, unknown>): { superRefine(f: () => void): { safeParse(v: unknown): unknown } };
  enum(values: string[], message: string): { optional(): { parse(v: unknown): unknown } };
  NEVER: unknown;
};

describe('the inert zod of the client builds', () => {
  it('accepts every schema-building chain the registry uses', () => {
    const field = inert.string().trim().max(64, 'too long').nullish().transform((v) => v);
    expect(field).toBeDefined();
    expect(inert.object({ field }).superRefine(() => {})).toBeDefined();
    expect(inert.NEVER).toBeDefined();
  });

  it('throws when anything tries to validate with it', () => {
    expect(() => inert.object({}).superRefine(() => {}).safeParse({})).toThrow(/checked by the server/);
    expect(() => inert.enum(['a'], 'm').optional().parse('a')).toThrow(/checked by the server/);
  });

  it('is not a thenable, so awaiting an entry never hangs', async () => {
    await expect(Promise.resolve(inert.NEVER)).resolves.toBe(inert.NEVER);
  });
});
