/**
 * The games feature's public module: what other features use. The pages themselves load lazily
 * from the router, so they are not exported here. WARNING: bundle boundary — home's first chunk
 * imports this module, so it exports nothing that would pull the list machinery into it.
 */
export { GameTile, GameTileSkeleton, type GameTileProps } from './GameTile';
export { playGame } from './play';
export { favouriteGames } from './personal-query';
export { useFavouriteIds } from './useFavouriteIds';
export { knownLists } from './sync-known';
export { providerHref, stripVendors } from '../../ui/provider-strip';
