// Behaviour across files: the campaign shell — one hero text and one "unavailable" notice, on engine-styled and themed pages (components/campaigns/campaign-shell.tsx, campaign-hero.tsx, hero-text.tsx).
import { render, screen, within } from '@testing-library/react';
import { CampaignHero, CampaignUnavailable } from '@/components/campaigns/campaign-hero';
import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { toCampaignView } from '@/components/campaigns/load-campaign';
import type { ActivityInfo } from '@/lib/activity-types';

/** The campaign shell: one hero text, one "unavailable" notice, on engine-styled and themed pages. */

const NOW = Date.UTC(2026, 10, 22, 2);
const DAY = 86_400_000;
const INFO: ActivityInfo = {
  activityId: 10041,
  activityName: '夏日狂欢季',
  actRule: '<p>每邀请一位好友得一次抽奖</p><script>alert(1)</script>',
  kind: 'invite',
  chestStyle: 0,
  banner: '',
  startTime: NOW - DAY,
  endTime: NOW + 10 * DAY,
  isOnline: true,
};
const campaign = toCampaignView(INFO, NOW);
const UNAVAILABLE = ['活动加载失败', '活动信息暂时无法获取，请稍后刷新重试。'] as const;

describe('CampaignUnavailable (engine-styled pages)', () => {
  it('is the page: an h1 and the one unavailable text, as a status', () => {
    render(<CampaignUnavailable />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { level: 1, name: UNAVAILABLE[0] })).toBeInTheDocument();
    expect(notice).toHaveTextContent(UNAVAILABLE[1]);
  });
});

describe('CampaignShell (themed pages)', () => {
  it('without a campaign: the page\'s name as h1, then the same unavailable text as a section (h2); no mechanics, no rules', () => {
    render(
      <CampaignShell theme="summer" campaign={null} page="/summer" eyebrow="NN加速器 · 夏日" lead="邀请好友" art="/campaigns/summer.svg">
        <p>mechanics</p>
      </CampaignShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '暑期狂欢' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { level: 2, name: UNAVAILABLE[0] })).toBeInTheDocument();
    expect(notice).toHaveTextContent(UNAVAILABLE[1]);
    expect(screen.queryByText('mechanics')).toBeNull();
    expect(screen.queryByRole('heading', { name: '活动规则' })).toBeNull();
  });

  it('with a campaign: its name, window and countdown in the hero, the mechanics, then the sanitised rules', () => {
    const { container } = render(
      <CampaignShell theme="summer" campaign={campaign} page="/summer" eyebrow="NN加速器 · 夏日" lead="邀请好友" art="/campaigns/summer.svg">
        <p>mechanics</p>
      </CampaignShell>,
    );
    expect(container.querySelector('[data-campaign="summer"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '夏日狂欢季' })).toBeInTheDocument();
    expect(screen.getAllByText(`活动时间：${campaign.windowText}`)).toHaveLength(2);
    expect(screen.getByText('mechanics')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '活动规则' })).toBeInTheDocument();
    expect(screen.getByText('每邀请一位好友得一次抽奖')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('status', { name: UNAVAILABLE[0] })).toBeNull();
  });
});

describe('CampaignHero (engine-styled pages)', () => {
  it('renders the same hero text: eyebrow, name as h1, lead, window', () => {
    render(<CampaignHero campaign={campaign} eyebrow="NN加速器 · 活动" subtitle="天天抽好礼" />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: '夏日狂欢季' })).toBeInTheDocument();
    expect(header).toHaveTextContent('NN加速器 · 活动');
    expect(header).toHaveTextContent('天天抽好礼');
    expect(header).toHaveTextContent(`活动时间：${campaign.windowText}`);
  });
});
