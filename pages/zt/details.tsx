import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function TopicDetailsPage() {
  const meta = PAGE_META['/zt/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/zt/details'} />
      <PageIntro eyebrow={'游戏专题'} title={meta.title.split(' - ')[0]} lead={'专题详情页：从专题列表选择一个专题进入。'} />
      <Notice title={'请从专题列表进入'}><p>此页展示单个专题的内容。</p></Notice>
    </DefaultLayout>
  );
}
