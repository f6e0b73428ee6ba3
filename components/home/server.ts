/** The home page's loader (getStaticProps of /): server-only, kept out of the UI entry. */
export * from './load-home-data';
