import type { GetServerSideProps } from 'next';
import { DetailsIndex } from '@/components/content';
import { loadDetailsIndex, type DetailsIndexProps } from '@/components/content/server';

export const getServerSideProps = (async ({ query, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return loadDetailsIndex('news', query);
}) satisfies GetServerSideProps<DetailsIndexProps>;

export default function NewsDetailsPage({ latest }: DetailsIndexProps) {
  return <DetailsIndex latest={latest} metaKey="/news/details" eyebrow="新闻资讯" listHref="/news" listLabel="资讯列表" />;
}
