// Written by `npm run areas` (scripts/area-lists.mjs) from the areas in worker/ (each `export const <area> = {`). Do not edit by hand:
// add or rename an area's file and run it again; a test fails while this is out of date.
import { agent } from './agent';
import { arena } from './arena';
import { chat } from './chat';
import { contracts } from './contracts';
import { deposit } from './deposit';
import { games } from './games';
import { inbox } from './inbox';
import { jackpot } from './jackpot';
import { live } from './live';
import { lottery } from './lottery';
import { member } from './member';
import { favourites, notices, recent, outbox } from './outbox';
import { profile } from './profile';
import { promotions } from './promotions';
import { records } from './records';
import { session } from './session';
import { speed } from './speed';
import { sports } from './sports';
import { sync } from './sync';
import { vip } from './vip';
import { wallet } from './wallet';
import { withdraw } from './withdraw';

/** The worker's one exposed object. Its type is the whole page ↔ worker contract. */
export const api = { agent, arena, chat, contracts, deposit, games, inbox, jackpot, live, lottery, member, favourites, notices, recent, outbox, profile, promotions, records, session, speed, sports, sync, vip, wallet, withdraw };

export type WorkerApi = typeof api;
