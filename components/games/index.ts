/**
 * The game catalogue. Pages import their parts from the nested entries, each with only its own CSS:
 * ./catalogue (catalogue, legacy details), ./detail (game detail page), ./server (loaders, sitemap).
 */
export type { CatalogueProps, GameDetailProps } from './server';
