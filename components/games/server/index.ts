/** The game catalogue's loaders (getServerSideProps / getStaticProps / sitemap): server-only. */
export * from './catalogue-loader';
export * from './detail-loader';
export * from './sitemap';
