import { navigate } from 'wouter/use-browser-location';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { GameBrowser } from './GameBrowser';
import { initialListState } from './list-rules';
import { useCatalogue } from './useCatalogue';
import './games.css';

/** /m/provider?vassalage=&gameType= (SPEC §2 "Provider game list"). */
export default function ProviderPage() {
  const { t } = useT();
  const params = new URLSearchParams(useSearch());
  const vassalage = params.get('vassalage') ?? '';
  const gameType = (params.get('gameType') ?? '').toUpperCase();
  const catalogue = useCatalogue();
  if (!catalogue) return null;
  // The vendor's first category in the operator's order, unless the link names one.
  const own = catalogue.categories.find((c) => catalogue.vendorCategories.some((v) => v.vassalage === vassalage && v.gameCategory === c.gameCategory));
  const category = gameType || own?.gameCategory || '';
  const vendorName = catalogue.vendorCategories.find((v) => v.vassalage === vassalage)?.displayName ?? vassalage;
  return (
    <section className="games-page" aria-label={t('game_providers')}>
      <h1 className="games-page__title">{vendorName ? t('provider_games', { vendor: vendorName }) : t('game_providers')}</h1>
      <GameBrowser
        key={category}
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
