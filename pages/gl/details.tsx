import type { GetServerSideProps } from 'next';
import { DetailsIndex } from '@/components/content';
import { loadDetailsIndex, type DetailsIndexProps } from '@/components/content/server';

export const getServerSideProps = (async ({ query, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return loadDetailsIndex('guide', query);
}) satisfies GetServerSideProps<DetailsIndexProps>;

export default function GuideDetailsPage({ latest }: DetailsIndexProps) {
  return <DetailsIndex latest={latest} metaKey="/gl/details" eyebrow="游戏攻略" listHref="/gl" listLabel="攻略列表" />;
}
