// Local ESLint plugin: the architecture rules of DESIGN §2–§3. Plain ESM and syntax only (no
// type information), so they cost little on every lint run. Configured in eslint.config.js.
import importBoundaries from './import-boundaries.js';
import noWpsPathLiteral from './no-wps-path-literal.js';
import oneWriterPerTable from './one-writer-per-table.js';

export default {
  meta: { name: 'eslint-plugin-architecture', version: '1.0.0' },
  rules: {
    'import-boundaries': importBoundaries,
    'one-writer-per-table': oneWriterPerTable,
    'no-wps-path-literal': noWpsPathLiteral,
  },
};
