// One writer per table (DESIGN §3): each context may write only the Dexie tables the config
// gives it, and a context that may write none never opens a write transaction either.
import { ANY_TABLE, EVERY_TABLE, opensWriteTransaction, writtenTable } from './dexie-chain.js';

/** The `tables` option: 'all', a list of tables, or { except: [...] } for every table but those. */
function allowance(tables) {
  if (tables === 'all') return { allows: () => true, none: false, text: 'every table' };
  if (Array.isArray(tables)) {
    const set = new Set(tables);
    return { allows: (t) => set.has(t), none: set.size === 0, text: tables.length ? tables.join(', ') : 'no table' };
  }
  const except = new Set(tables.except);
  return { allows: (t) => t !== ANY_TABLE && t !== EVERY_TABLE && !except.has(t), none: false, text: `every table except ${tables.except.join(', ')}` };
}

/** Which message fits a forbidden write. */
function messageFor(table, allowed) {
  if (table === EVERY_TABLE) return 'dropDatabase';
  if (allowed.none) return 'writeNone';
  return table === ANY_TABLE ? 'anyTable' : 'write';
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Each Dexie table has one writer: a context writes only the tables it owns (DESIGN §3).' },
    schema: [
      {
        type: 'object',
        properties: {
          who: { type: 'string' },
          tables: {
            anyOf: [
              { enum: ['all'] },
              { type: 'array', items: { type: 'string' } },
              {
                type: 'object',
                properties: { except: { type: 'array', items: { type: 'string' } } },
                required: ['except'],
                additionalProperties: false,
              },
            ],
          },
        },
        required: ['tables'],
        additionalProperties: false,
      },
    ],
    messages: {
      write: "{{who}} may not write table '{{table}}': it writes {{allowed}} (one writer per table).",
      writeNone: "{{who}} writes no table, so not '{{table}}' either: ask the worker instead (one writer per table).",
      anyTable: '{{who}} may not write a table chosen at run time (it could be any table): it writes {{allowed}}.',
      dropDatabase: '{{who}} may not delete the whole database: it writes {{allowed}}.',
      transaction: '{{who}} writes no table, so it never opens a write transaction: ask the worker instead.',
    },
  },
  create(context) {
    const { who = 'This code', tables } = context.options[0] ?? { tables: 'all' };
    const allowed = allowance(tables);
    return {
      CallExpression(node) {
        if (allowed.none && opensWriteTransaction(node)) {
          context.report({ node, messageId: 'transaction', data: { who } });
          return;
        }
        const table = writtenTable(node);
        if (table === null || allowed.allows(table)) return;
        const name = table === ANY_TABLE ? '(chosen at run time)' : table;
        context.report({ node, messageId: messageFor(table, allowed), data: { who, table: name, allowed: allowed.text } });
      },
    };
  },
};
