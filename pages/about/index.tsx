import { Band, DownloadBand, Prose, Timeline } from '@/components/home';
import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';
import { SITE } from '@/lib/site';

const VALUES: readonly InfoCard[] = [
  { title: '稳定优先', text: '加速器最重要的不是峰值速度，而是一整局游戏都不掉线。我们的线路调度以稳定性为第一目标。' },
  { title: '玩家视角', text: '产品团队每周都在玩自己加速的游戏，新游戏上线当天就会测速、适配并开放加速。' },
  { title: '尊重隐私', text: '加速只转发游戏数据包，不读取聊天内容；账号密码在本地加密后才会传输。' },
];

const HISTORY = [
  { when: `${SITE.foundedYear} 年`, what: '团队在杭州成立，推出第一版 Windows 网游加速器，支持 30 余款热门端游。' },
  { when: '2018 年', what: '自建骨干网节点覆盖国内主要运营商，并开通亚洲与北美海外专线，外服游戏延迟明显下降。' },
  { when: '2020 年', what: '上线开黑语音，加速与语音共用优化链路，组队报点更及时。' },
  { when: '2022 年', what: '推出 iOS 与 Android 手机版，电竞会员多设备通用。' },
  { when: '至今', what: '支持游戏超过 3000 款，节点遍布 30 多个国家和地区，服务数百万玩家。' },
];

export default function AboutPage() {
  const meta = PAGE_META['/about'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/about" />
      <PageIntro eyebrow="关于我们" title="关于 NN加速器" lead="NN加速器是一款面向中文玩家的网游加速器与开黑语音平台，专注于让每一局游戏都更稳、更快。" />
      <Band id="about-who" title="我们是谁">
        <Prose>
          <p>
            NN加速器由{SITE.company}开发和运营。团队成员来自网络运维、客户端开发与电竞行业，多数人本身就是多年的硬核玩家，
            深知延迟飙升、丢包瞬移和关键团战掉线有多让人崩溃。
          </p>
          <p>
            我们在国内与海外部署了 200 多个加速节点，针对每款游戏的服务器分布与协议特点单独优化线路：
            玩国服时绕开跨网拥堵，玩外服时走专线直达，开黑时语音与游戏数据互不抢占带宽。
          </p>
        </Prose>
      </Band>
      <InfoCards heading="我们坚持的事" items={VALUES} />
      <Band id="about-history" title="发展历程" alt>
        <Timeline items={HISTORY} />
      </Band>
      <Band id="about-contact" title="联系我们">
        <Prose>
          <p>客服热线：{SITE.phone}（{SITE.serviceHours}）</p>
          <p>客服邮箱：{SITE.email}</p>
          <p>公司地址：{SITE.address}</p>
          <p>商务合作、媒体采访与渠道推广，请发送邮件并注明来意，我们会在 2 个工作日内回复。</p>
        </Prose>
      </Band>
      <DownloadBand />
    </DefaultLayout>
  );
}
