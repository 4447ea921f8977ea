/**
 * The import-circle check (scripts/check-cycles.mjs) finds a circle of type imports, names only
 * the files in it, and passes the product code as it is.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without declarations
import { importCircles, PRODUCT_FILES } from '../../scripts/check-cycles.mjs';

const find = importCircles as (patterns: string[]) => Promise<string[][]>;

describe('import circles', () => {
  it('finds two modules that import each other, types only', async () => {
    const circles = await find(['tests/lint/fixtures/circle/*.ts']);
    expect(circles.map((circle) => [...circle].sort())).toEqual([['tests/lint/fixtures/circle/customer.ts', 'tests/lint/fixtures/circle/order.ts']]);
  });

  it('finds none in the product code', async () => {
    expect(await find(PRODUCT_FILES as string[])).toEqual([]);
  });
});
