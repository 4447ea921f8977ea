import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { VendorTabs } from '../../ui/VendorTabs';
import { ClassifyTabs } from './ClassifyTabs';
import { GameGrid } from './GameGrid';
import { search, selectDataType, selectVendor, type ListState } from './list-rules';
import { QuickButtons } from './QuickButtons';
import { SearchBox } from './SearchBox';
import { useGameGrid } from './useGameGrid';
import { classificationsOf, vendorsOf, type Catalogue } from './useCatalogue';

/**
 * Games by vendor and data type (SPEC §2 provider game list): vendor selector, name search,
 * quick buttons, classification tabs and the infinite-scroll grid. Every change goes through the
 * §4 rules; the parent may mirror the vendor into the URL.
 */
export function GameBrowser({ initial, catalogue, onVendor, label, autoFocusSearch = false, vendorsWith, hold = false }: {
  initial: ListState;
  catalogue: Catalogue;
  /** Only these vendors get a tab (the favourites page: vendors the player has a favourite from). */
  vendorsWith?: ReadonlySet<string>;
  onVendor?: (vassalage: string) => void;
  label: string;
  autoFocusSearch?: boolean;
  /** The list this browser opens on is not decided yet: placeholder tiles, nothing to scroll. */
  hold?: boolean;
}) {
  const { t } = useT();
  const [state, setState] = useState(initial);
  const [name, setName] = useState(initial.gameName);
  const grid = useGameGrid(state, setState, name);
  const vendors = vendorsOf(catalogue, state.category).filter((vendor) => !vendorsWith || vendorsWith.has(vendor.vassalage));
  const classifications = classificationsOf(catalogue, state.category, state.vassalage);
  // Before the boot sync has stored the catalogue the vendors are unknown: their strip keeps its
  // room (an empty strip of the same height), so the tools and the grid below do not move.
  const catalogueKnown = catalogue.categories.length > 0 || catalogue.vendorCategories.length > 0;
  return (
    <div className="games-browser">
      {!catalogueKnown && <div className="tabs tabs--pending" aria-hidden="true" />}
      {vendors.length > 1 && (
        <VendorTabs
          vendors={vendors}
          selected={state.vassalage}
          onSelect={(vassalage) => {
            setState(selectVendor(state, vassalage));
            onVendor?.(vassalage);
          }}
        />
      )}
      <div className="games-browser__tools">
        <SearchBox value={initial.gameName} onInput={setName} onCommit={(text) => setState(search(state, text))} autoFocus={autoFocusSearch} />
        <QuickButtons active={state.dataType} onSelect={(type) => setState(selectDataType(state, type))} />
      </div>
      {(state.dataType === 'ALL' || state.dataType === 'NEW') && (
        <ClassifyTabs state={state} classifications={classifications} onChange={setState} />
      )}
      <GameGrid games={hold ? undefined : grid.games} hasMore={!hold && grid.hasMore} onMore={grid.loadMore} label={label || t('search_games')} progressive={Boolean(name.trim())} />
    </div>
  );
}
