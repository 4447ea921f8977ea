/**
 * A least-recently-used cache of rendered pictures, bounded in bytes. It holds the promise, so
 * a hundred tiles asked for at once while the first render runs share that render.
 */
export class ByteLru {
  private readonly entries = new Map<string, { value: Promise<Buffer>; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.total;
  }

  /** The cached picture for `key`, or the one `make` renders (kept unless it fails). */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { value: make(), bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (buffer) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = buffer.byteLength;
        this.total += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
