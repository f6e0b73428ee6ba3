import { SITE } from '@/lib/site';
import { LegalDoc, type DocSection } from './legal-doc';
import { LEGAL_PAGES } from '@/lib/legal-pages';

const SECTIONS: readonly DocSection[] = [
  {
    id: 'kinds',
    heading: '合作方向',
    body: (
      <ul>
        <li><strong>游戏厂商联合运营</strong>：新游首发加速、测试期专线保障、联合活动与会员礼包（如联合活动专区中的厂商合作活动）。</li>
        <li><strong>渠道推广与分发</strong>：为下载站、媒体和主播提供带渠道标识的专属下载链接与推广页，按渠道统计下载与注册并结算。</li>
        <li><strong>直播与电竞赛事</strong>：赛事网络保障、直播间口令福利、线下赛现场加速与赞助合作。</li>
        <li><strong>网吧与硬件厂商</strong>：网吧批量授权、电竞外设与整机的会员权益预装。</li>
        <li><strong>企业与品牌联名</strong>：会员卡、N币礼包的企业采购与品牌联名福利。</li>
      </ul>
    ),
  },
  {
    id: 'offer',
    heading: '我们能提供什么',
    body: (
      <p>
        覆盖国内主要运营商与 30 多个国家和地区的加速节点、支持 3000 余款游戏的线路适配经验、电竞级开黑语音，以及官网、客户端与社区的联合曝光资源。
        合作数据按渠道单独统计，可按约定周期提供报表。
      </p>
    ),
  },
  {
    id: 'how',
    heading: '合作流程',
    body: (
      <ol>
        <li>发送合作邮件，说明公司名称、合作方向、预期规模与时间。</li>
        <li>商务团队在 2 个工作日内回复并安排沟通。</li>
        <li>确定方案后签订合作协议，技术团队对接渠道链接、活动页或接口。</li>
        <li>上线后按约定提供数据报表与结算。</li>
      </ol>
    ),
  },
  {
    id: 'contact',
    heading: '商务联系',
    body: (
      <p>
        商务邮箱：<a href={`mailto:${SITE.businessEmail}`}>{SITE.businessEmail}</a>（邮件标题请注明“商务合作 + 公司名称”）
        <br />
        媒体采访：<a href={`mailto:${SITE.mediaEmail}`}>{SITE.mediaEmail}</a>
        <br />
        公司地址：{SITE.address}
        <br />
        用户的账号与订单问题请联系客服，商务邮箱不处理售后。
      </p>
    ),
  },
];

/** 商务合作. */
export function Business() {
  return (
    <LegalDoc
      title="商务合作"
      updated={LEGAL_PAGES.business.updated}
      intro={<p>{SITE.name}服务数百万游戏玩家，欢迎游戏厂商、渠道、赛事与品牌伙伴与我们一起，为玩家带来更稳定的游戏体验。</p>}
      sections={SECTIONS}
    />
  );
}
