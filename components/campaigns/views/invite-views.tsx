import { CAMPAIGNS } from '@/lib/activity-types';
import { CampaignShell } from '../campaign-shell';
import type { CampaignProps } from '../load-campaign';
import { CampaignLottery } from '../widgets/campaign-lottery';
import { InvitePanel } from '../widgets/invite-panel';

/** The invite campaigns: one page shape (invite panel, then the national21 lottery), their texts. */
const INVITE_PAGES = {
  /** /summer: invite friends (each registration is a draw for both). */
  summer: {
    eyebrow: '暑期狂欢 · 邀请有礼',
    lead: '每邀请 1 位好友注册，双方各得 1 次抽奖机会，Switch OLED、会员 CDK 与加速时长等你拿。',
    invite: { title: '邀请好友', verb: '接受邀请', reward: '分享你的专属链接，好友通过链接注册后，你将获得 1 次抽奖机会。' },
    lottery: { title: '暑期幸运抽奖', hint: '每次邀请成功得 1 次机会，奖品数量有限，先到先得。' },
  },
  /** /zchelp: friends' help (each registration through my link is a draw). */
  zchelp: {
    eyebrow: '助力好友 · 免费领会员',
    lead: '把助力链接发给好友，好友注册即为你助力 1 次，每次助力都能抽一次电竞会员好礼。',
    invite: { title: '我的助力', verb: '为你助力', reward: '好友通过你的链接注册，即为你助力 1 次，获得 1 次抽奖机会。' },
    lottery: { title: '助力抽奖', hint: '每获得 1 次助力即可抽奖 1 次。' },
  },
} as const;

function InviteView({ page, campaign, prizes }: CampaignProps & { page: keyof typeof INVITE_PAGES }) {
  const { eyebrow, lead, invite, lottery } = INVITE_PAGES[page];
  return (
    <CampaignShell theme={page} campaign={campaign} page={`/${page}`} eyebrow={eyebrow} lead={lead} art={`/campaigns/${page}.svg`}>
      <InvitePanel activityId={CAMPAIGNS[page]} {...invite} />
      {campaign && <CampaignLottery campaign={campaign} prizes={prizes} service="national21" {...lottery} />}
    </CampaignShell>
  );
}

export function SummerView(props: CampaignProps) {
  return <InviteView page="summer" {...props} />;
}

export function ZchelpView(props: CampaignProps) {
  return <InviteView page="zchelp" {...props} />;
}
