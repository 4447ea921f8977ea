/** The VIP pages' read before it has a value (src/ui/LoadProblem.tsx), in their words and card. */
import { isNoConnection, LoadProblem } from '../../ui/LoadProblem';
import type { Loaded } from '../../ui/useLoaded';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  return <LoadProblem loaded={loaded} words={(failed) => (isNoConnection(failed) ? 'vip_offline_none' : 'vip_load_failed')} className="vip-card vip-card--note" />;
}
