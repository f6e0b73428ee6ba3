import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '① 下载安装', text: '在官网首页下载 Windows 客户端并完成安装。', href: '/' },
  { title: '② 登录账号', text: '使用手机号与验证码即可注册或登录。' },
  { title: '③ 选择游戏', text: '搜索你要玩的游戏，点击“加速”后启动游戏。' },
];

export default function QuickstartPage() {
  const meta = PAGE_META['/nnquickstart'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/nnquickstart'} />
      <PageIntro eyebrow={'新手指南'} title={'快速上手 NN加速器'} lead={'三步上手 NN加速器：下载安装、登录账号、选择游戏一键加速。'} />
      <InfoCards heading={'三个步骤'} items={ITEMS} />
    </DefaultLayout>
  );
}
