// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { getStaticProps as summerProps } from '@/pages/summer';
import { getStaticProps as zchelpProps } from '@/pages/zchelp';
import { getStaticProps as zqjProps } from '@/pages/zqj';
import { getStaticProps as semProps } from '@/pages/sem';
import { getStaticProps as vipProps } from '@/pages/nnNewVip/activity';
import { getStaticProps as novipProps } from '@/pages/nnNewVip/activity-novip';
import { getStaticProps as commandProps } from '@/pages/command/command';
import { loadNewVipCampaign, loadSemCampaign } from '@/components/campaigns/load-campaign';
import { CAMPAIGNS } from '@/lib/activity-types';
import { discardSandboxRuntime } from '@/sandbox/db';

/** The campaign pages' static data over the real services, answered in-process by the sandbox. */

beforeEach(() => discardSandboxRuntime());

describe('campaign loaders (ISR)', () => {
  it('each page gets its own activity, window and sanitised rules', async () => {
    const pages = [
      [await summerProps(), CAMPAIGNS.summer, '暑期狂欢'],
      [await zchelpProps(), CAMPAIGNS.zchelp, '助力好友'],
      [await zqjProps(), CAMPAIGNS.zqj, '中秋赏月'],
      [await semProps(), CAMPAIGNS.sem, '电竞会员'],
      [await vipProps(), CAMPAIGNS.nnNewVip, '新会员'],
      [await novipProps(), CAMPAIGNS.nnNewVip, '新会员'],
      [await commandProps(), CAMPAIGNS.command, '口令兑换'],
    ] as const;
    for (const [result, id, name] of pages) {
      expect(result.revalidate).toBe(60);
      const c = result.props.campaign!;
      expect(c.activityId).toBe(id);
      expect(c.activityName).toContain(name);
      expect(c.windowText).toBe('2026年6月1日 00:00 至 2027年6月30日 23:59');
      expect(c.actRule).toContain('<h3>活动规则</h3>');
    }
  });

  it('carries the public mechanics: pool, rank, offers, gifts, ticker', async () => {
    expect((await summerProps()).props.prizes).toHaveLength(8);
    expect((await zqjProps()).props.prizes).toHaveLength(8);
    const rank = (await zqjProps()).props.rank;
    expect(rank).toHaveLength(20);
    expect(rank[0]).toMatchObject({ rank: 1, prizeName: 'iPhone 17 Pro' });
    const sem = (await semProps()).props;
    expect(sem.offers.map((o) => o.esportComboDay)).toEqual([30, 90, 365]);
    expect(sem.gifts.length).toBeGreaterThan(0);
    const vip = (await vipProps()).props;
    expect(vip.gifts).toHaveLength(3);
    expect(vip.notices.length).toBeGreaterThan(0);
  });

  it('an unknown activity gives the unavailable state, retried sooner', async () => {
    expect(await loadSemCampaign(99999)).toEqual({ props: { campaign: null, offers: [], gifts: [] }, revalidate: 10 });
    const vip = await loadNewVipCampaign(99999);
    expect(vip).toMatchObject({ props: { campaign: null, gifts: [] }, revalidate: 10 });
    expect(vip.props.notices.length).toBeGreaterThan(0);
  });
});
