import Link from '@/components/ui/link';
import { ACTIVITY_MSG } from '@/lib/activity';
import type { CampaignProps, CampaignView } from '../load-campaign';
import { MyPrizesButton } from '../engine/my-prizes-button';
import { ChestView } from './chest-view';
import { InfoList, type InfoItem } from './info-list';
import pageStyles from '../engine/activity.module.css';
import styles from './campaigns.module.css';

export const QMGOGO_MODALS = ['alertModal', 'awardModal', 'otherModal'] as const;
export type QmgogoModal = (typeof QMGOGO_MODALS)[number];

const TAB_LABEL: Record<QmgogoModal, string> = { alertModal: '活动提示', awardModal: '获奖信息', otherModal: '更多说明' };

const TASKS: readonly InfoItem[] = [
  { title: '开通会员送次数', text: '活动期间每开通或续费 1 次电竞会员，赠送 1 次开箱机会。' },
  { title: '每日登录', text: '每天登录 NN加速器客户端，有机会获得额外开箱次数。' },
  { title: '稀有宝箱', text: '金色宝箱·机械键盘与年卡 CDK 数量有限，先到先得。' },
];

const FAQ: readonly InfoItem[] = [
  { title: '开箱次数在哪里看？', text: '登录后宝箱下方显示剩余开箱次数，次数用完后可通过开通会员获得。' },
  { title: 'CDK 怎么使用？', text: '在「我的奖品」中查看并复制 CDK，前往 NN加速器客户端「兑换中心」兑换。' },
  { title: '实物奖品何时发货？', text: '请在中奖后 7 天内填写收货地址，奖品在活动结束后 15 个工作日内寄出。' },
];

function ModalPanel({ modal, campaign }: { modal: QmgogoModal; campaign: CampaignView }) {
  if (modal === 'alertModal') {
    return (
      <section className={pageStyles.section} aria-labelledby="qm-alert">
        <h2 id="qm-alert" className={pageStyles.sectionTitle}>活动提示</h2>
        <p>{campaign.ended ? ACTIVITY_MSG.outOfWindow : `全民GO·开宝箱火热进行中，活动时间：${campaign.windowText}。`}</p>
        <p>每位用户每开启 1 个宝箱消耗 1 次机会；未登录时请先登录再开箱。</p>
      </section>
    );
  }
  if (modal === 'awardModal') {
    return (
      <section className={pageStyles.section} aria-labelledby="qm-award">
        <h2 id="qm-award" className={pageStyles.sectionTitle}>获奖信息</h2>
        <p>开出的奖品会记录在「我的奖品」中：实物奖品请点击「领取」填写收货地址，CDK 奖品可查看并复制，加速时长与 N币自动到账。</p>
        <MyPrizesButton activityId={campaign.activityId} />
      </section>
    );
  }
  return <InfoList id="qm-other" title="更多说明" items={FAQ} />;
}

/** /qmgogo and its modal sub-pages: the orange chest, with the sub-page's panel on top. */
export function QmgogoView({ campaign, prizes, modal }: CampaignProps & { campaign: CampaignView; modal?: QmgogoModal }) {
  return (
    <ChestView campaign={campaign} prizes={prizes} theme="qmgogo" eyebrow="全民活动" subtitle="人人都能开！开宝箱赢机械键盘、会员 CDK 与 N币。">
      <nav aria-label="全民GOGO 说明">
        <ul className={styles.tabs}>
          {QMGOGO_MODALS.map((m) => (
            <li key={m}>
              <Link href={`/qmgogo/${m}`} aria-current={m === modal ? 'page' : undefined}>
                {TAB_LABEL[m]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {modal ? <ModalPanel modal={modal} campaign={campaign} /> : <InfoList id="qm-tasks" title="如何获得开箱次数" items={TASKS} />}
    </ChestView>
  );
}
