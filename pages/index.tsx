import { HomeHero } from '@/components/download';
import { DefaultLayout, Seo } from '@/components/layout';
import { BoltIcon, CrownIcon, GamepadIcon, HeadsetIcon } from '@/components/ui/icons';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PAGE_META } from '@/lib/routes';

const FEATURES: readonly InfoCard[] = [
  { icon: <BoltIcon />, title: '智能线路加速', text: '全国多节点与海外专线，自动匹配最优线路，显著降低延迟、丢包与跳 Ping。', href: '/nnAccelerator' },
  { icon: <GamepadIcon />, title: '一键加速热门游戏', text: '覆盖端游、手游与主机游戏，选好游戏点一下即可开加速，无需手动配置。', href: '/yxxz', linkText: '查看游戏' },
  { icon: <HeadsetIcon />, title: '开黑语音平台', text: '为游戏社交打造的语音平台，电竞级语音系统，低延迟、高清晰，组队开黑更默契。', href: '/nnquickstart', linkText: '快速上手' },
  { icon: <CrownIcon />, title: '电竞会员', text: '会员专享高速线路与多设备加速，支持 N币支付，随时开通续费。', href: '/nnpay', linkText: '开通会员' },
];

export default function HomePage() {
  const meta = PAGE_META['/'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/" />
      <HomeHero />
      <InfoCards heading="为什么选择 NN加速器" items={FEATURES} />
    </DefaultLayout>
  );
}
