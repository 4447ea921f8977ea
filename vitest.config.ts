import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only unit and integration tests: e2e/ belongs to Playwright.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
