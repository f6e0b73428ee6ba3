/** Server-side loaders of the footer pages (getStaticProps). */
export * from './load-notices';
export * from './load-site-map';
