/**
 * /m/gameRecord, bet records (SPEC §2; §6 token else /m/login, TRANSBETREPMEM3 else the contact
 * toast — the route's gate): the member's rounds in a day range (picker 2000–2030, the last 7 days by default), by
 * game type and provider — all in the address's query — with the totals over the whole range,
 * the list newest first and "load more" (SPEC §9 page size 36). Offline, the last copy. A lazy chunk.
 */
import { useCatalogueArea } from '../../i18n/areas';
import { BetRecords } from './BetRecords';
import './records.css';

export default function BetRecordsPage() {
  useCatalogueArea('records');
  return <BetRecords />;
}
