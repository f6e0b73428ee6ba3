import { ActivityRules } from '../engine/activity-rules';
import type { CampaignView, LeigodCampaignProps } from '../load-campaign';
import { PrizePool } from '../engine/prize-pool';
import { PrizeWidgetButton } from '../engine/prize-widget-button';
import { InfoList, type InfoItem } from './info-list';
import pageStyles from '../engine/activity.module.css';
import themes from '../engine/themes.module.css';
import styles from './campaigns.module.css';

/** The four modal sub-pages of SPEC §2, as sections of one page with anchors. */
export const PRIZE_ITEM_SECTIONS = [
  { id: 'award', label: '奖品' },
  { id: 'base', label: '活动信息' },
  { id: 'my-award-list', label: '我的奖品' },
  { id: 'other', label: '其他说明' },
] as const;

const OTHER: readonly InfoItem[] = [
  { title: '实物奖品', text: '在「我的奖品」中点击「填写地址」提交收货信息，活动结束后 15 个工作日内发货。' },
  { title: '加速时长', text: '点击「立即领取」后自动发放到账号，可在 NN加速器客户端中查看。' },
  { title: '遇到问题', text: '如奖品未到账，请联系在线客服并提供中奖记录截图。' },
];

/** /gqlx/prizeItem — 国庆礼享 prizes: the pool, the activity info, the winning record and notes. */
export function GqlxPrizeItemView({ campaign, prizes }: LeigodCampaignProps & { campaign: CampaignView }) {
  return (
    <div className={themes.gqlx}>
      <div className={pageStyles.page}>
        <header className={pageStyles.hero}>
          <p className={pageStyles.eyebrow}>国庆礼享</p>
          <h1 className={pageStyles.title}>我的奖品</h1>
          <p className={pageStyles.subtitle}>{campaign.activityName}：查看奖品、领取状态与收货地址。</p>
        </header>
        <nav aria-label="奖品页目录">
          <ul className={styles.tabs}>
            {PRIZE_ITEM_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div id="award">
          <PrizePool prizes={prizes} title="全部奖品" />
        </div>
        <div id="base">
          <ActivityRules html={campaign.actRule} window={campaign.windowText} title="活动信息" />
        </div>
        <section id="my-award-list" className={pageStyles.section} aria-labelledby="my-award-title">
          <h2 id="my-award-title" className={pageStyles.sectionTitle}>我的奖品</h2>
          <p>登录后查看中奖记录：实物奖品填写收货地址，加速时长奖品一键领取。</p>
          <PrizeWidgetButton activityId={campaign.activityId} chestStyle={campaign.chestStyle} label="查看中奖记录" />
        </section>
        <InfoList id="other" title="其他说明" items={OTHER} />
      </div>
    </div>
  );
}
