/** The worker's one exposed object. Its type is the whole page ↔ worker contract. */
import { chat } from './chat';
import { deposit } from './deposit';
import { games } from './games';
import { inbox } from './inbox';
import { jackpot } from './jackpot';
import { member } from './member';
import { promotions } from './promotions';
import { favourites, notices, outbox, recent } from './outbox';
import { session } from './session';
import { speed } from './speed';
import { sync } from './sync';
import { wallet } from './wallet';
import { withdraw } from './withdraw';
import { vip } from './vip';
import { records } from './records';
import { profile } from './profile';
import { agent } from './agent';
import { contracts } from './contracts';
import { lottery } from './lottery';
import { sports } from './sports';
import { arena } from './arena';

export const api = { session, sync, member, speed, favourites, notices, recent, outbox, games, jackpot, promotions, inbox, chat, wallet, deposit, withdraw, vip, records, profile, agent, contracts, lottery, sports, arena };

export type WorkerApi = typeof api;
