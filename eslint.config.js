// Lint rules, including the ones that keep the architecture (DESIGN §2, §3):
// - the page never writes Dexie tables (it asks the worker, and reads live queries);
// - worker and service-worker code never import React or DOM-only modules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WRITE_METHODS = 'add|bulkAdd|put|bulkPut|update|bulkUpdate|delete|bulkDelete|clear|modify';

const DOM_ONLY_IMPORTS = {
  patterns: [
    { group: ['react', 'react-*', 'react/*', 'react-dom/*'], message: 'Worker and service-worker code must not import React.' },
    { group: ['wouter', 'wouter/*', 'valtio', 'valtio/*', 'dexie-react-hooks', 'workbox-window', 'swiper', 'swiper/*'], message: 'DOM-only module: not for workers.' },
    { group: ['**/src/app/**', '**/src/features/**', '**/src/ui/**', '**/src/state/**', '**/src/bridge/**', '**/src/i18n/**', '**/*.tsx'], message: 'Page code is DOM-only: workers may import src/api and src/db only.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    },
  },
  {
    // The page reads; the worker writes (one writer per table).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${WRITE_METHODS})$/][callee.object.object.name='db']`,
          message: 'The page never writes Dexie tables: call the worker instead.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.name='db'][arguments.0.value=/rw/]",
          message: 'The page never opens a write transaction: call the worker instead.',
        },
      ],
    },
  },
  {
    files: ['worker/**/*.ts', 'sw/**/*.ts', 'src/api/**/*.ts', 'src/db/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: { 'no-restricted-imports': ['error', DOM_ONLY_IMPORTS] },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
