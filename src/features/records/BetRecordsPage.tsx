/**
 * /m/gameRecord, bet records (SPEC §2; §6 token else /m/login, TRANSBETREPMEM3 else the contact
 * toast): the member's rounds in a day range (picker 2000–2030, the last 7 days by default), by
 * game type and provider — all in the address's query — with the totals over the whole range,
 * the list newest first and "load more" (SPEC §9 page size 36). Offline, the last copy. A lazy chunk.
 */
import { useCatalogueArea } from '../../i18n/areas';
import { BetRecords } from './BetRecords';
import { useMemberGate } from './useMemberGate';
import './records.css';

export default function BetRecordsPage() {
  useCatalogueArea('records');
  const gate = useMemberGate('betRecord');
  if (gate === 'leave') return null;
  if (gate === 'wait') return <div className="records-loading" role="status" aria-busy="true" />;
  return <BetRecords />;
}
