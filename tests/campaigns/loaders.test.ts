// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { getStaticProps as summerProps } from '@/pages/summer';
import { getStaticProps as zchelpProps } from '@/pages/zchelp';
import { getStaticProps as zqjProps } from '@/pages/zqj';
import { getStaticProps as semProps } from '@/pages/sem';
import { getStaticProps as vipProps } from '@/pages/nnNewVip/activity';
import { getStaticProps as novipProps } from '@/pages/nnNewVip/activity-novip';
import { getStaticProps as commandProps } from '@/pages/command/command';
import { loadCampaign, toCampaignView } from '@/components/campaigns/load-campaign';
import { CAMPAIGNS, type ActivityInfo } from '@/lib/activity-types';
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
      expect(c.name).toContain(name);
      expect(c.windowText).toBe('活动时间：2026.06.01 00:00 - 2027.06.30 23:59');
      expect(c.ruleHtml).toContain('<h3>活动规则</h3>');
    }
  });

  it('carries the public mechanics: pool, rank, offers, gifts, ticker', async () => {
    expect((await summerProps()).props.prizes).toHaveLength(8);
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

  it('strips script from the rules', () => {
    const info = { activityId: 1, activityName: 'x', actRule: '<p onclick="x()">规则</p><script>alert(1)</script>', startTime: 0, endTime: 1, isOnline: true } as ActivityInfo;
    const view = toCampaignView(info);
    expect(view.ruleHtml).toContain('规则');
    expect(view.ruleHtml).not.toMatch(/script|onclick/);
  });

  it('an unknown activity gives the unavailable state, retried sooner', async () => {
    const result = await loadCampaign(99999);
    expect(result).toEqual({ props: { campaign: null }, revalidate: 10 });
  });
});
