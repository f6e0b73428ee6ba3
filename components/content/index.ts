/** The content domain's UI entry (articles, lists, search results, SEO parts); loaders: ./server. */
export { ArticlePage } from './article-page';
export { ArticleGrid } from './article-card';
export { Breadcrumbs } from './breadcrumbs';
export { DetailsIndex } from './details-index';
export { isoDate } from './iso-date';
export { JsonLd } from './json-ld';
export { ListPage, ListView, listSeo } from './list-view';
export { OgExtra } from './og-extra';
export { SearchResults } from './search-results';
export { ListState } from './states';
export { default as contentStyles } from './content.module.css';
export type { ArticlePageProps, ArticleListProps, DetailsIndexProps, GuideCollectionProps, SearchProps, TopicsProps } from './server';
