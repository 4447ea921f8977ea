/**
 * The demo agent's team (agent programme): members over three levels under `agent`, with
 * deposits and bets over the last 60 days through the ledger, so every agent figure is computed.
 * Being built.
 */
import type { Db } from '../db/connection';

export async function writeTeamSeedIfAbsent(_db: Db, _now: Date = new Date()): Promise<void> {}
