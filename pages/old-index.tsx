import Link from '@/components/ui/link';
import { Band, DownloadBand, Prose } from '@/components/home';
import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ENTRIES: readonly InfoCard[] = [
  { title: '下载客户端', text: 'Windows 客户端与手机版的下载已移到新版首页顶部。', href: '/', linkText: '前往新版首页' },
  { title: '新闻公告', text: '版本更新、维护公告与活动通知。', href: '/news', linkText: '查看资讯' },
  { title: '游戏攻略', text: '热门游戏的网络优化与上分攻略。', href: '/gl', linkText: '查看攻略' },
  { title: '帮助中心', text: '安装、加速、账号与支付问题的解答。', href: '/helpCenter', linkText: '进入帮助中心' },
];

export default function OldIndexPage() {
  const meta = PAGE_META['/old-index'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/old-index" />
      <PageIntro eyebrow="历史页面" title="NN加速器旧版首页" lead="这里保留了旧版官网首页的常用入口，方便收藏了旧地址的老用户找到想要的内容。" />
      <Notice title="新版官网已上线">
        <p>
          新版官网整合了下载、资讯、攻略与帮助中心，加载更快，也更适合手机浏览。请把收藏夹里的地址更新为<Link href="/">新版首页</Link>。
        </p>
      </Notice>
      <InfoCards heading="常用入口" items={ENTRIES} />
      <Band id="old-history" title="写给老用户" alt>
        <Prose>
          <p>感谢从第一版就开始使用 NN加速器的玩家。旧版首页上的账号、会员与 N币余额都已完整迁移，无需任何操作即可继续使用。</p>
          <p>如果你在新版官网找不到某个旧功能，欢迎通过帮助中心告诉我们。</p>
        </Prose>
      </Band>
      <DownloadBand />
    </DefaultLayout>
  );
}
