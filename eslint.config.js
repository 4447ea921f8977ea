// Lint rules, including the ones that keep the architecture (DESIGN §2, §3). Those live in the
// local plugin under eslint-rules/:
// - import-boundaries: sw ↛ worker, ui ↛ features, features meet only through their public
//   module, DOM-free code (worker, sw, src/api, src/db, src/outbox) ↛ page code or DOM-only
//   packages, shared modules ↛ worker or sw;
// - one-writer-per-table: each context writes only the Dexie tables TABLE_WRITERS gives it;
// - no-wps-path-literal: API paths come from the endpoint registry only.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint-rules/index.js';

// One writer per table (DESIGN §3): the Dexie tables that code in each folder may write.
// `tables` is a list, { except: [...] } (every table but those) or 'all'.
// Folders not listed (server, tests, scripts, e2e, engines) are not checked.
const TABLE_WRITERS = [
  // The page asks the worker and reads live queries.
  { who: 'The page', files: ['src/**'], ignores: ['src/db/**', 'src/outbox/**', 'src/api/**'], tables: [] },
  // The wire contract is imported by every context and the server: it stores nothing.
  { who: 'The wire contract (src/api)', files: ['src/api/**'], tables: [] },
  // The API cache.
  { who: 'The service worker', files: ['sw/**'], tables: ['http'] },
  // The queue (and its acknowledged ops, kept briefly for merges), and the rows its ops change
  // optimistically and roll back on a permanent failure.
  { who: 'The outbox module', files: ['src/outbox/**'], tables: ['outbox', 'sentOps', 'favourites', 'recent', 'announcements', 'promotions', 'inbox', 'chat'] },
  { who: 'The worker', files: ['worker/**'], tables: { except: ['http', 'outbox', 'sentOps'] } },
  // Schema, migrations, lifecycle and storage-pressure eviction.
  { who: 'The database module', files: ['src/db/**'], tables: 'all' },
];

// Packages that need the DOM or React: never imported by worker, service-worker or shared code
// (subpaths included; '*' matches any characters).
const DOM_ONLY_PACKAGES = ['react', 'react-*', 'wouter', 'valtio', 'dexie-react-hooks', 'workbox-window'];

const TS = '*.{ts,tsx}';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'data', 'dev-dist', 'tests/lint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules see repo-relative paths even when ESLint runs from a sub-folder.
    plugins: { architecture },
    settings: { architecture: { root: import.meta.dirname } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A chunk asked for offline must wait for the network, not fail for good (src/ui/lazy.ts).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyWhenOnline from src/ui/lazy.ts: a chunk asked for offline waits for the network instead of failing for good.' }] },
      ],
    },
  },
  {
    files: [`src/**/${TS}`, `worker/**/${TS}`, `sw/**/${TS}`, `server/**/${TS}`],
    rules: { 'architecture/import-boundaries': ['error', { domOnlyPackages: DOM_ONLY_PACKAGES }] },
  },
  ...TABLE_WRITERS.map(({ who, files, ignores = [], tables }) => ({
    files: files.map((dir) => `${dir}/${TS}`),
    ignores,
    rules: { 'architecture/one-writer-per-table': ['error', { who, tables }] },
  })),
  {
    files: [`{src,worker,sw,server,scripts,tests,e2e,engines}/**/*.{ts,tsx,js,mjs}`],
    ignores: ['src/api/endpoints/**'],
    rules: { 'architecture/no-wps-path-literal': 'error' },
  },
  {
    files: ['worker/**/*.ts', 'sw/**/*.ts', 'src/api/**/*.ts', 'src/db/**/*.ts', 'src/outbox/**/*.ts'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'e2e/**/*.ts', 'engines/**/*.ts', '*.config.{ts,js}', 'eslint-rules/**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
