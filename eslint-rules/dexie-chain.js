// Recognises Dexie writes in the syntax tree, without types: a write method called on a chain
// that starts at the database and goes through a table, however many query steps lie between
// (db.outbox.where('x').equals(1).delete(), db.table('games').clear(), …).

/** Table and Collection methods that change rows. */
const WRITE_METHODS = new Set(['add', 'bulkAdd', 'put', 'bulkPut', 'update', 'bulkUpdate', 'delete', 'bulkDelete', 'clear', 'modify']);

/** Names the database goes by: `db` (also `this.db`, `deps.db`) and `database` (an injected one). */
const DB_NAMES = new Set(['db', 'database']);

/**
 * Members of a Dexie database (or of a raw IDBDatabase under the same name) that are not
 * tables: a chain through them writes no table row, e.g. db.transaction(…).objectStore(…).add()
 * on a raw IndexedDB handle.
 */
const NOT_TABLES = new Set(['transaction', 'open', 'close', 'on', 'version', 'use', 'tables', 'backendDB']);

/** Dexie transaction modes that allow writing. */
const WRITE_MODE = /^(rw|readwrite)[!?]?$/;

/** Stands for "a table chosen at run time": it may be any table. */
export const ANY_TABLE = '*';

/** Stands for db.delete(): the whole database goes, every table with it. */
export const EVERY_TABLE = '**';

/** Type assertions and optional chains do not change what is called. */
function unwrap(node) {
  let current = node;
  while (current && ['TSNonNullExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'ChainExpression'].includes(current.type)) {
    current = current.expression;
  }
  return current;
}

/** The value of a string literal or of a template literal without substitutions, else null. */
export function staticString(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** A member's name: `a.b` and `a['b']` give 'b'; a computed, non-literal key gives null. */
function memberName(member) {
  if (!member.computed) return member.property.type === 'Identifier' ? member.property.name : null;
  return staticString(member.property);
}

/** `db`, or any `x.db` such as `this.db`. */
function isDatabase(node) {
  const target = unwrap(node);
  if (target?.type === 'Identifier') return DB_NAMES.has(target.name);
  return target?.type === 'MemberExpression' && DB_NAMES.has(memberName(target));
}

/**
 * The table a call writes: its name, ANY_TABLE when chosen at run time, or null when the call
 * is no Dexie write; EVERY_TABLE for `db.delete()`, which drops the whole database.
 */
export function writtenTable(call) {
  const callee = unwrap(call.callee);
  if (callee?.type !== 'MemberExpression' || !WRITE_METHODS.has(memberName(callee))) return null;
  // Walk from the receiver down to the database, remembering each step.
  const steps = [];
  let node = unwrap(callee.object);
  while (!isDatabase(node)) {
    if (node?.type === 'MemberExpression') {
      steps.push(node);
      node = unwrap(node.object);
    } else if (node?.type === 'CallExpression') {
      steps.push(node);
      node = unwrap(node.callee);
    } else return null;
  }
  if (steps.length === 0) return memberName(callee) === 'delete' ? EVERY_TABLE : null;
  const first = steps[steps.length - 1]; // the step right after the database
  if (first.type !== 'MemberExpression') return null;
  const name = memberName(first);
  if (name === null) return ANY_TABLE; // db[name]
  if (name === 'table') {
    const call = steps[steps.length - 2];
    return call?.type === 'CallExpression' ? (staticString(call.arguments[0]) ?? ANY_TABLE) : null;
  }
  return NOT_TABLES.has(name) ? null : name;
}

/** Whether a call opens a Dexie write transaction: db.transaction('rw' | 'rw!' | 'readwrite', …). */
export function opensWriteTransaction(call) {
  const callee = unwrap(call.callee);
  if (callee?.type !== 'MemberExpression' || memberName(callee) !== 'transaction' || !isDatabase(callee.object)) return false;
  return WRITE_MODE.test(staticString(call.arguments[0]) ?? '');
}
