import type { GetStaticPaths, GetStaticProps } from 'next';
import { OgExtra } from '@/components/content';
import { HelpArticleView, HelpSearchBox } from '@/components/help';
import { loadHelpArticle, type HelpArticleProps } from '@/components/help/server';
import { HelpMainLayout, Seo } from '@/components/layout';
import { contentTitle, helpPath } from '@/lib/content-seo';

export const getStaticPaths = (async () => ({ paths: [{ params: { id: '601' } }], fallback: 'blocking' as const })) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadHelpArticle(params)) satisfies GetStaticProps<HelpArticleProps>;

export default function HelpArticlePage({ article }: HelpArticleProps) {
  return (
    <HelpMainLayout search={<HelpSearchBox />}>
      <Seo title={contentTitle(article.title, '帮助中心')} description={article.description} path={helpPath(article.id)} />
      <OgExtra published={article.updateTime} />
      <HelpArticleView article={article} />
    </HelpMainLayout>
  );
}
