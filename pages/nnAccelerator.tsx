import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '低延迟', text: '就近接入加速节点，优化跨网与跨境链路。' },
  { title: '防掉线', text: '实时监测线路质量，异常时自动切换。' },
  { title: '多平台', text: 'Windows 客户端与手机版账号通用。' },
];

export default function AcceleratorPage() {
  const meta = PAGE_META['/nnAccelerator'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/nnAccelerator'} />
      <PageIntro eyebrow={'产品介绍'} title={'NN 网游加速器'} lead={'NN网游加速器：覆盖上千款热门游戏，多线路智能选择，一键开启加速。'} />
      <InfoCards heading={'核心能力'} items={ITEMS} />
    </DefaultLayout>
  );
}
