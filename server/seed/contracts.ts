/**
 * The demo team's contracts (agent programme): terms between the demo agent and its downline
 * agents, with the periods already settled by the real settlement. Being built.
 */
import type { Db } from '../db/connection';

export async function writeContractSeedIfAbsent(_db: Db, _now: Date = new Date()): Promise<void> {}
