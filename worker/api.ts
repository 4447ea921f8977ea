/** The worker's one exposed object. Its type is the whole page ↔ worker contract. */
import { member } from './member';
import { session } from './session';
import { sync } from './sync';

export const api = { session, sync, member };

export type WorkerApi = typeof api;
