/** The withdraw pages' read before it has a value (src/ui/LoadProblem.tsx), in their words and card. */
import { LoadProblem } from '../../ui/LoadProblem';
import type { Loaded } from '../../ui/useLoaded';

export function LoadState({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  return <LoadProblem loaded={loaded} words={() => 'withdraw_load_failed'} className="withdraw-card" />;
}
