import type { GetServerSideProps } from 'next';
import { DetailsIndex } from '@/components/content';
import { loadDetailsIndex, type DetailsIndexProps } from '@/components/content/server';

export const getServerSideProps = (async ({ query, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return loadDetailsIndex('review', query);
}) satisfies GetServerSideProps<DetailsIndexProps>;

export default function ReviewDetailsPage({ latest }: DetailsIndexProps) {
  return <DetailsIndex latest={latest} metaKey="/pl/details" eyebrow="游戏评测" listHref="/zt/all" listLabel="专题与评测" />;
}
