import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function NewsDetailsPage() {
  const meta = PAGE_META['/news/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/news/details'} />
      <PageIntro eyebrow={'新闻资讯'} title={meta.title.split(' - ')[0]} lead={'资讯正文页：从资讯列表选择一篇文章即可阅读全文。'} />
      <Notice title={'请从资讯列表进入'}><p>此页展示单篇资讯的正文与相关推荐。</p></Notice>
    </DefaultLayout>
  );
}
