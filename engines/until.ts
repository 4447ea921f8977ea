/**
 * Waiting on a condition: `probe` is asked again until it answers something truthy or the time
 * is up. A probe that throws (the page is between two documents) counts as "not yet".
 */

const LOOK_AGAIN_MS = 150;

export async function until<T>(what: string, probe: () => Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last look: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}
