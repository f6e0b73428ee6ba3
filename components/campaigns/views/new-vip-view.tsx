import { CampaignShell } from '../campaign-shell';
import { GiftCarousel } from '../widgets/gift-carousel';
import { NewVipClaim } from '../widgets/new-vip-claim';
import { TextTicker } from '../widgets/text-ticker';
import type { NewVipProps } from '../load-campaign';
import shell from '../campaign.module.css';

/** /nnNewVip/activity (members claim) and /nnNewVip/activity-novip (open membership first). */
export function NewVipView({ campaign, gifts, notices, member }: NewVipProps & { member: boolean }) {
  return (
    <CampaignShell
      theme={member ? 'vip' : 'novip'}
      campaign={campaign}
      page={member ? '/nnNewVip/activity' : '/nnNewVip/activity-novip'}
      eyebrow={member ? '新会员礼包 · 见面礼' : '还不是会员？'}
      lead={
        member
          ? '欢迎成为 NN电竞会员！见面礼包含 7 天会员时长、专属头像框与语音房会员标识，每个账号限领 1 份。'
          : '开通电竞会员即可领取新会员见面礼：7 天会员时长、专属头像框与语音房会员标识。'
      }
      art={member ? '/campaigns/vip.svg' : '/campaigns/novip.svg'}
    >
      <TextTicker lines={notices} label="最新动态" />
      <section className={shell.card} aria-labelledby="gift-title">
        <h2 id="gift-title" className={shell.cardTitle}>
          {member ? '见面礼包' : '开通会员后可领取'}
        </h2>
        <GiftCarousel gifts={gifts} badge={member ? undefined : '开通后可领'} />
        <NewVipClaim activityId={campaign?.activityId ?? 0} member={member} />
      </section>
    </CampaignShell>
  );
}
