import type { GetServerSideProps } from 'next';
import { loadSearch, type SearchProps } from '@/components/content/server';
import { SearchResults } from '@/components/content';
import { HelpSearchBox } from '@/components/help';
import { HelpMainLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

/** Query-driven: SSR with a short shared cache (ARCHITECTURE §3). */
export const getServerSideProps = (async ({ query, res }) => {
  const props = await loadSearch(query);
  res.setHeader('Cache-Control', props.error ? 'public, s-maxage=5' : 'public, s-maxage=60, stale-while-revalidate=300');
  return { props };
}) satisfies GetServerSideProps<SearchProps>;

export default function SearchPage(props: SearchProps) {
  const meta = PAGE_META['/content/search'];
  const { keyword } = props;
  return (
    <HelpMainLayout search={<HelpSearchBox defaultValue={keyword} />}>
      <Seo title={keyword ? `“${keyword}”的搜索结果 - NN加速器` : meta.title} description={meta.description} path="/content/search.html" noindex={Boolean(keyword)} />
      <SearchResults {...props} />
    </HelpMainLayout>
  );
}
