/** The game catalogue's UI entry (catalogue, detail page, legacy details); loaders: ./server. */
export { CatalogueView } from './catalogue-view';
export { GameDetailPage } from './game-detail-page';
export { GameHead } from './game-head';
export { LegacyDetails } from './legacy-details';
export type { CatalogueProps, GameDetailProps } from './server';
