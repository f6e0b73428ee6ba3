/**
 * Entry of the catalogue pages (/yxxz, the legacy /yxxz/{pc,app}/details): their parts only, so a
 * page's CSS holds the catalogue's modules and not the detail page's (a barrel's CSS always ships).
 */
export { CatalogueView } from '../catalogue-view';
export { GameHead } from '../game-head';
export { LegacyDetails } from '../legacy-details';
