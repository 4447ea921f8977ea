/** The contract overview's read before it has a value (src/ui/LoadProblem.tsx), in the contracts' words and card. */
import { isNoConnection, LoadProblem } from '../../ui/LoadProblem';
import type { Loaded } from '../../ui/useLoaded';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  return (
    <LoadProblem
      loaded={loaded}
      words={(failed) => (isNoConnection(failed) ? 'contract_load_offline' : 'contract_load_failed')}
      className="contract-card contract-empty"
      testId="contract-load-note"
    />
  );
}
