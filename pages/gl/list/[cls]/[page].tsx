import { listStaticPaths, listStaticProps } from '@/components/content/server';

// `/gl?class=…&page=…` (rewritten here by next.config, lib/list-routes.ts): the same page as
// `/gl`, one ISR entry per existing class and page.
export { default } from '../../index';
export const getStaticPaths = listStaticPaths;
export const getStaticProps = listStaticProps('guide', '/gl');
