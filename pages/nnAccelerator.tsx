import { Band, DownloadBand, Faq, SpecTable, Steps } from '@/components/home';
import { DefaultLayout, Seo } from '@/components/layout';
import { BoltIcon, CrownIcon, GamepadIcon, HeadsetIcon } from '@/components/ui/icons';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const FEATURES: readonly InfoCard[] = [
  { icon: <BoltIcon />, title: '智能选点', text: '启动加速前实时测速全部可用节点，自动接入延迟最低、丢包最少的一条，晚高峰也能保持稳定。' },
  { icon: <GamepadIcon />, title: '上千款游戏', text: '端游、手游与主机游戏全覆盖，新游戏上线当天即可加速；国服、亚服、美服、欧服一键切换。', href: '/yxxz', linkText: '查看支持的游戏' },
  { icon: <HeadsetIcon />, title: '开黑语音', text: '加速与语音共用优化链路，报点无延迟；支持降噪、按键说话与车队房间。' },
  { icon: <CrownIcon />, title: '电竞会员', text: '会员专享高速线路与多设备同时加速，支持 N币支付。', href: '/nnpay', linkText: '开通会员' },
];

const HOW = [
  { title: '就近接入', text: '客户端把游戏的网络连接接入离你最近、负载最低的加速节点，避开本地运营商的拥堵出口。' },
  { title: '专线传输', text: '游戏数据包在节点之间走自建专线与优质国际链路，而不是绕行拥挤的公网路由。' },
  { title: '直达游戏服务器', text: '出口节点部署在游戏服务器所在机房附近，最后一段路程也尽量短，延迟与丢包同时下降。' },
] as const;

const SPECS: readonly [string, string][] = [
  ['支持系统', 'Windows 7 / 8 / 10 / 11（32 位与 64 位）'],
  ['手机版', 'iOS 13 及以上，Android 8.0 及以上'],
  ['加速模式', '进程模式、路由模式，可按游戏自动选择'],
  ['覆盖地区', '中国大陆及港澳台、日本、韩国、东南亚、北美、欧洲等 30 多个国家和地区'],
  ['安装包大小', '约 60 MB'],
];

const FAQ = [
  { q: '加速后延迟反而变高了怎么办？', a: '请在客户端里切换到“智能选点”或手动选择延迟更低的节点，并关闭其他同时运行的加速器或 VPN。若仍有问题，可在帮助中心提交网络诊断报告。' },
  { q: '会不会被游戏判定为违规？', a: 'NN加速器只优化网络传输路径，不修改游戏文件和内存，也不注入游戏进程，属于正常的网络加速服务。' },
  { q: '免费用户和会员有什么区别？', a: '免费用户可以加速部分游戏并使用开黑语音；电竞会员可加速全部游戏，使用高速专线并支持多设备同时加速。' },
  { q: '一个账号可以在几台设备上使用？', a: '同一账号可登录电脑和手机，会员权益在 Windows 客户端与手机版通用。' },
];

export default function AcceleratorPage() {
  const meta = PAGE_META['/nnAccelerator'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/nnAccelerator" />
      <PageIntro eyebrow="产品介绍" title="NN 网游加速器" lead="覆盖上千款热门游戏，多线路智能选择，一键开启加速，告别延迟、丢包与掉线。" />
      <InfoCards heading="核心能力" items={FEATURES} />
      <Band id="acc-how" title="加速是怎样生效的" alt>
        <Steps steps={HOW} />
      </Band>
      <Band id="acc-spec" title="系统要求与规格">
        <SpecTable caption="系统要求与规格" rows={SPECS} />
      </Band>
      <Band id="acc-faq" title="常见问题" alt>
        <Faq items={FAQ} />
      </Band>
      <DownloadBand />
    </DefaultLayout>
  );
}
