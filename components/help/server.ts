/** The help centre's loaders (getStaticProps of /helpCenter/*): server-only, kept out of the UI entry. */
export * from './load-help';
