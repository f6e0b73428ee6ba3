import type { GetServerSideProps } from 'next';
import { HelpMainLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { LIMITS } from '@/lib/constants';
import { PAGE_META } from '@/lib/routes';

interface Props {
  keyword: string;
}

/** The keyword, cut to the search limit (SPEC §5: 20 characters). */
export const getServerSideProps = (async ({ query, res }) => {
  const raw = Array.isArray(query.keyword) ? query.keyword[0] : query.keyword;
  const keyword = (raw ?? '').trim().slice(0, LIMITS.helpSearchMax);
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return { props: { keyword } };
}) satisfies GetServerSideProps<Props>;

export default function SearchPage({ keyword }: Props) {
  const meta = PAGE_META['/content/search'];
  const title = keyword ? `“${keyword}”的搜索结果 - NN加速器` : meta.title;
  return (
    <HelpMainLayout keyword={keyword}>
      <Seo title={title} description={meta.description} path="/content/search" noindex={Boolean(keyword)} />
      <PageIntro
        eyebrow="站内搜索"
        title={keyword ? `“${keyword}”的搜索结果` : '站内搜索'}
        lead="在资讯、攻略与帮助文章中查找你关心的内容。"
      />
      <Notice title={keyword ? '搜索结果准备中' : '请输入关键词'}>
        <p>{keyword ? '搜索服务接入后，匹配的文章将在此列出。' : '在上方搜索框输入游戏名或问题，例如“延迟高”。'}</p>
      </Notice>
    </HelpMainLayout>
  );
}
