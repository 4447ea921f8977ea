/**
 * A table's columns written one per line, as a reader of DDL expects them:
 *
 *     ...withColumns(db.schema.createTable('banners'), {
 *       id: 'integer pk',
 *       title: 'varchar(200)',
 *       parent_id: 'integer null',
 *       no_expiry: 'integer default 0',
 *       member_id: 'integer -> members.id on delete cascade',
 *     })
 *
 * A column is NOT NULL unless it says `null` or is the primary key (`pk`, which in SQLite does
 * not imply NOT NULL and is written here as it was in Kysely's own words: `col.primaryKey()`).
 * The other words: `unique`, `default <number | 'text'>`, `-> table.column` (a reference) and
 * `on delete cascade | set null`. A column whose type depends on the engine, or that needs a
 * CHECK, is a pair: `[idType(db), 'pk']`, `['varchar(12)', (col) => col.notNull().check(sql…)]`.
 *
 * Every word turns into the same builder call the migrations made before this helper existed,
 * and tests/server/migration-schema.test.ts holds the DDL both engines end with: a change here
 * that would rewrite what an applied migration created fails it.
 */
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Expression } from 'kysely';

type Build = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type DataType = ColumnDataType | Expression<unknown>;

/** `'type words…'`, or `[type, words | build]` where the type is computed or the build needs SQL. */
export type ColumnSpec = string | readonly [DataType, string | Build];

export function withColumns<T extends string>(table: CreateTableBuilder<T, never>, columns: Record<string, ColumnSpec>): CreateTableBuilder<T, string> {
  let builder: CreateTableBuilder<T, string> = table;
  for (const [name, spec] of Object.entries(columns)) {
    const [type, words] = typeof spec === 'string' ? splitType(spec) : spec;
    builder = builder.addColumn(name, type, typeof words === 'function' ? words : buildOf(name, words));
  }
  return builder;
}

function splitType(spec: string): [DataType, string] {
  const [type = '', ...words] = spec.trim().split(/\s+/);
  // Kysely checks the type's spelling when the column is added ("invalid column data type").
  return [type as ColumnDataType, words.join(' ')];
}

/** The builder calls a column's words stand for, in the order the migrations wrote them. */
function buildOf(name: string, words: string): Build {
  const tokens = words.split(/\s+/).filter(Boolean);
  let nullable = false;
  let primaryKey = false;
  let unique = false;
  let defaultValue: string | number | undefined;
  let reference: string | undefined;
  let onDelete: 'cascade' | 'set null' | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === 'null') nullable = true;
    else if (token === 'pk') primaryKey = true;
    else if (token === 'unique') unique = true;
    else if (token === 'default') defaultValue = literal(name, tokens[(i += 1)]);
    else if (token === '->') reference = tokens[(i += 1)];
    else if (token === 'on' && tokens[i + 1] === 'delete') {
      const action = tokens.slice(i + 2, i + 4).join(' ');
      onDelete = action.startsWith('set null') ? 'set null' : action.startsWith('cascade') ? 'cascade' : undefined;
      if (!onDelete) throw new Error(`column ${name}: unknown on delete action in "${words}"`);
      i += onDelete === 'set null' ? 3 : 2;
    } else throw new Error(`column ${name}: unknown word "${token}" in "${words}"`);
  }
  if (nullable && primaryKey) throw new Error(`column ${name}: a primary key is never "null"`);
  if (onDelete && !reference) throw new Error(`column ${name}: "on delete" needs a reference`);
  return (col) => {
    let built = col;
    if (primaryKey) built = built.primaryKey();
    else if (!nullable) built = built.notNull();
    if (unique) built = built.unique();
    if (defaultValue !== undefined) built = built.defaultTo(defaultValue);
    if (reference) built = built.references(reference);
    if (onDelete) built = built.onDelete(onDelete);
    return built;
  };
}

function literal(name: string, token: string | undefined): string | number {
  if (token === undefined) throw new Error(`column ${name}: "default" needs a value`);
  if (/^'.*'$/.test(token)) return token.slice(1, -1);
  const value = Number(token);
  if (!Number.isFinite(value)) throw new Error(`column ${name}: default ${token} is neither a number nor 'text'`);
  return value;
}
