/**
 * The content domain's loaders (getStaticProps / getStaticPaths / getServerSideProps of the news,
 * guide, topic, review, search and sitemap pages): server-only, kept out of the UI entry (index.ts).
 */
export * from './load-article';
export * from './load-collections';
export * from './load-list';
export * from './load-search';
export * from './load-sitemap';
export * from './list-static';
