import { SITE } from '@/lib/site';
import { LegalDoc, type DocSection } from './legal-doc';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { ServiceChatButton } from './service-chat-button';

const SECTIONS: readonly DocSection[] = [
  {
    id: 'service',
    heading: '用户客服',
    body: (
      <>
        <p>
          客服热线：<a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
          <br />
          服务时间：{SITE.serviceHours}
          <br />
          客服邮箱：<a href={`mailto:${SITE.email}`}>{SITE.email}</a>（24 小时内回复）
        </p>
        <ServiceChatButton />
      </>
    ),
  },
  {
    id: 'community',
    heading: '玩家社区',
    body: (
      <p>
        官方微博：<a href={SITE.weibo} target="_blank" rel="noopener noreferrer">{SITE.weibo.replace(/^https:\/\//, '')}</a>
        <br />
        玩家论坛：<a href={SITE.forum} target="_blank" rel="noopener noreferrer">{SITE.forum.replace(/^https:\/\//, '')}</a>
        <br />
        玩家QQ群：{SITE.chatGroupName.replace('NN玩家交流群 ', '')}
      </p>
    ),
  },
  {
    id: 'company',
    heading: '公司信息',
    body: (
      <p>
        {SITE.company}
        <br />
        地址：{SITE.address}
        <br />
        邮编：{SITE.postcode}
      </p>
    ),
  },
  {
    id: 'other',
    heading: '其他事务',
    body: (
      <p>
        商务合作：<a href={`mailto:${SITE.businessEmail}`}>{SITE.businessEmail}</a>
        <br />
        媒体采访：<a href={`mailto:${SITE.mediaEmail}`}>{SITE.mediaEmail}</a>
        <br />
        投诉举报：<a href={`mailto:${SITE.complaintEmail}`}>{SITE.complaintEmail}</a>
        <br />
        个人信息保护：<a href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</a>
      </p>
    ),
  },
];

/** 联系我们. */
export function Contact() {
  return (
    <LegalDoc
      title="联系我们"
      updated={LEGAL_PAGES.contact.updated}
      intro={<p>使用中遇到问题，先试试在线客服，响应最快；也可以拨打热线或发邮件。</p>}
      sections={SECTIONS}
      toc={false}
    />
  );
}
