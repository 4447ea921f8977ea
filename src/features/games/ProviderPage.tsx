import { navigate } from 'wouter/use-browser-location';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { appState } from '../../state/app';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { GameBrowser } from './GameBrowser';
import { initialListState, providerOpening } from './list-rules';
import { useCatalogue } from './useCatalogue';
import './games.css';

/** /m/provider?vassalage=&gameType= (SPEC §2 "Provider game list"). */
export default function ProviderPage() {
  const { t } = useT();
  const params = new URLSearchParams(useSearch());
  const vassalage = params.get('vassalage') ?? '';
  const gameType = (params.get('gameType') ?? '').toUpperCase();
  const catalogue = useCatalogue();
  const { bootSyncFailed } = useSnapshot(appState);
  if (!catalogue) return null;
  const { category, deciding } = providerOpening({
    vassalage,
    gameType,
    categories: catalogue.categories,
    vendorCategories: catalogue.vendorCategories,
    catalogueStored: catalogue.stored,
    catalogueMayCome: !bootSyncFailed,
  });
  const vendorName = catalogue.vendorCategories.find((v) => v.vassalage === vassalage)?.displayName ?? vassalage;
  return (
    <section className="games-page" aria-label={t('game_providers')}>
      <h1 className="games-page__title">{vendorName ? t('provider_games', { vendor: vendorName }) : t('game_providers')}</h1>
      <GameBrowser
        key={category}
        hold={deciding}
        initial={initialListState({ category, vassalage })}
        catalogue={catalogue}
        label={vendorName || t('game_providers')}
        onVendor={(code) => {
          navigate(href('provider', { vassalage: code, gameType }), { replace: true });
        }}
      />
    </section>
  );
}
