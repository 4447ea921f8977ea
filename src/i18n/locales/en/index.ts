/**
 * The catalogue, one JSON file per area so areas can grow without touching each other.
 * A key may live in one file only (tests/page/i18n-catalogues.test.ts checks).
 *
 * `settings`, `messages` (the form and error texts of SPEC §5 and §8), `account` (the account
 * pages), `notices` (announcements and help), `promotions`, `support` (inbox and live chat) and
 * `pages` (install guides, the in-app frame, the terms), `deposit`, `withdraw` and `wallet` are typed here but load with the chunks
 * that use them (src/i18n/areas.ts), so their texts stay out of the first chunk.
 */
import common from './common.json';
import games from './games.json';
import type account from './account.json';
import type messages from './messages.json';
import type settings from './settings.json';
import type notices from './notices.json';
import type promotions from './promotions.json';
import type support from './support.json';
import type pages from './pages.json';
import type deposit from './deposit.json';
import type withdraw from './withdraw.json';
import type wallet from './wallet.json';
import type member from './member.json';
import type vip from './vip.json';
import type records from './records.json';
import type profile from './profile.json';
import type agent from './agent.json';
import type contracts from './contracts.json';
import type lottery from './lottery.json';
import type sports from './sports.json';
import type arena from './arena.json';
import offline from './offline.json';
import play from './play.json';
import shell from './shell.json';

export default { ...common, ...shell, ...offline, ...play, ...games } as typeof common & typeof shell & typeof offline & typeof play & typeof games & typeof settings & typeof messages & typeof account & typeof notices & typeof promotions & typeof support & typeof pages & typeof deposit & typeof withdraw & typeof wallet & typeof member & typeof vip & typeof records & typeof profile & typeof agent & typeof contracts & typeof lottery & typeof sports & typeof arena;
