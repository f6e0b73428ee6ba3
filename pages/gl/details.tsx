import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function GuideDetailsPage() {
  const meta = PAGE_META['/gl/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/gl/details'} />
      <PageIntro eyebrow={'游戏攻略'} title={meta.title.split(' - ')[0]} lead={'攻略正文页：从攻略列表选择一篇文章即可阅读全文。'} />
      <Notice title={'请从攻略列表进入'}><p>此页展示单篇攻略的正文与相关推荐。</p></Notice>
    </DefaultLayout>
  );
}
