/**
 * Notices this process's own writes to the catalogue's tables, so its in-memory answers
 * (server/games/catalogue-cache.ts) re-read the catalogue version at once instead of waiting
 * for their periodic check: an operator who changes a banner on this instance sees it on the next
 * read here. Writes made elsewhere (another instance, a hand-run statement) are caught by the
 * version's triggers (migration 023) and that periodic check.
 *
 * A Kysely plugin installed where the database is opened (./connection.ts); it only counts, never
 * changes a query. Statements written as raw SQL are not recognised: the periodic check covers them.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { LobbyDatabase } from './schema';
import { VERSIONED_TABLES } from './migrations/023_catalogue_version';

/**
 * The tables with a catalogue version trigger: what the shared answers are made of. Migration 023
 * created the first ones; a table that later joins the catalogue gets its trigger in a migration of
 * its own and is added here too.
 */
export const CATALOGUE_TABLES: readonly (keyof LobbyDatabase)[] = [...VERSIONED_TABLES];

const WATCHED = new Set<string>(CATALOGUE_TABLES);

export class CatalogueWriteWatch implements KyselyPlugin {
  #writes = 0;
  /** Each statement's node from before it runs until its result comes back, by query id. */
  readonly #pending = new WeakMap<object, RootOperationNode>();

  /** Catalogue statements that have run, in this process, through this database handle. */
  get writes(): number {
    return this.#writes;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesCatalogue(args.node)) this.#pending.set(args.queryId, args.node);
    return args.node;
  }

  // Counted once the statement has run: a read started after this sees the new rows (outside a
  // transaction; inside one, the commit comes later and the periodic check covers the gap).
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.delete(args.queryId)) this.#writes += 1;
    return Promise.resolve(args.result);
  }
}

/** The watch installed on a database handle, if any. */
export function watchOf(db: { getExecutor(): { plugins: ReadonlyArray<KyselyPlugin> } }): CatalogueWriteWatch | undefined {
  return db.getExecutor().plugins.find((plugin): plugin is CatalogueWriteWatch => plugin instanceof CatalogueWriteWatch);
}

function writesCatalogue(node: RootOperationNode): boolean {
  return writtenTables(node).some((table) => WATCHED.has(table));
}

function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.into ? [tableName(node.into)] : [];
    case 'UpdateQueryNode':
      return node.table ? [tableName(node.table)] : [];
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName);
    default:
      return [];
  }
}

/** A table node's name, through an alias when there is one; '' for anything else. */
function tableName(node: OperationNode): string {
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return '';
}
