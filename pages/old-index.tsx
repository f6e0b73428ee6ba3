import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function OldIndexPage() {
  const meta = PAGE_META['/old-index'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/old-index'} />
      <PageIntro eyebrow={'历史页面'} title={'NN加速器旧版首页'} lead={'这里保留了 NN加速器旧版官网首页的入口，最新内容请访问新版首页。'} />
      <Notice title={'新版官网已上线'}><p>下载客户端、查看资讯与帮助请前往新版首页。</p></Notice>
    </DefaultLayout>
  );
}
