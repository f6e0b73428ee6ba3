// @vitest-environment node
// Behaviour across files: the widgets' pure helpers — command codes, benefits, esport offers, invites, rank, swiper, gift icons (components/campaigns/widgets/command-code.ts, benefit-types.ts, esport-offer.ts, invite-link.ts, rank.ts, swiper.ts, gift-icon.ts).
import { describe, expect, it } from 'vitest';
import { benefitLabel, benefitViews } from '@/components/campaigns/widgets/benefit-types';
import { COMMAND_MSG, commandErrorMessage, commandInputError, normalizeCommand } from '@/components/campaigns/widgets/command-code';
import { isRecommended, offerView, offerViews } from '@/components/campaigns/widgets/esport-offer';
import { absoluteInviteLink, inviteSummary } from '@/components/campaigns/widgets/invite-link';
import { medalOf, myRankText } from '@/components/campaigns/widgets/rank';
import { cardsPerView, wrapIndex } from '@/components/campaigns/widgets/swiper';
import type { BenefitRecord } from '@/lib/activity-types';

describe('command code', () => {
  it('rejects empty, too long and odd characters before calling the server', () => {
    expect(commandInputError('')).toBe(COMMAND_MSG.empty);
    expect(commandInputError('   ')).toBe(COMMAND_MSG.empty);
    expect(commandInputError('A'.repeat(21))).toBe(COMMAND_MSG.tooLong);
    expect(commandInputError('NN 2026')).toBeNull();
    expect(commandInputError('口令😀')).toBe(COMMAND_MSG.badChars);
    expect(commandInputError('<script>')).toBe(COMMAND_MSG.badChars);
    expect(normalizeCommand(' NN 20 26 ')).toBe('NN2026');
  });

  it('maps the service codes to clear messages', () => {
    expect(commandErrorMessage({ code: '3015', msg: 'x' })).toBe('口令错误，请重新输入');
    expect(commandErrorMessage({ code: 3012, msg: 'x' })).toBe('您已领取过该礼包');
    expect(commandErrorMessage({ code: '3001', msg: 'x' })).toBe('抱歉，活动不在有效期');
    expect(commandErrorMessage({ code: '500', msg: '服务器开小差了:【500】' })).toBe('服务器开小差了:【500】');
    expect(commandErrorMessage(new Error('boom'))).toBe(COMMAND_MSG.failed);
    expect(commandErrorMessage(null)).toBe(COMMAND_MSG.failed);
  });
});

describe('benefits', () => {
  const rec = (powerType: BenefitRecord['powerType'], powerExpireTime: number, cdk: string): BenefitRecord => ({ powerType, powerName: `p${powerType}`, powerExpireTime, cdk });

  it('labels types 3–7 and sorts valid before expired, soonest first', () => {
    expect([3, 4, 5, 6, 7].map(benefitLabel)).toEqual(['月卡CDK', '季卡CDK', '年卡CDK', '宝箱', '幸运空投']);
    const views = benefitViews([rec(5, 3000, 'c'), rec(3, 500, 'a'), rec(6, 2000, 'b'), { ...rec(3, 9000, 'z'), powerType: 9 as never }], 1000);
    expect(views.map((v) => v.cdk)).toEqual(['b', 'c', 'a']);
    expect(views.map((v) => v.expired)).toEqual([false, false, true]);
    expect(views[0]!.expireText).toBe('有效期至 1970年1月1日 08:00');
  });
});

describe('esport offers', () => {
  it('prices in cents: per-day rounded up, discount, recommended 90/365', () => {
    const v = offerView({ id: 1, esportComboName: '月卡', esportComboDay: 30, preferentialPrice: 19.9, originalPrice: 30, tag: '' });
    expect(v).toMatchObject({ priceText: '19.90', originalText: '30.00', dayPriceText: '¥0.67/天', discountText: '6.6折', recommended: false });
    expect(offerView({ id: 2, esportComboName: '年卡', esportComboDay: 365, preferentialPrice: 360, originalPrice: 360, tag: '' }).discountText).toBeNull();
    expect([30, 90, 365].map(isRecommended)).toEqual([false, true, true]);
    const sorted = offerViews([
      { id: 3, esportComboName: '年', esportComboDay: 365, preferentialPrice: 198, originalPrice: 360, tag: '' },
      { id: 1, esportComboName: '月', esportComboDay: 30, preferentialPrice: 19.9, originalPrice: 30, tag: '' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual([1, 3]);
  });
});

describe('invites, rank, swiper', () => {
  it('builds the absolute invite link', () => {
    expect(absoluteInviteLink('http://localhost:3203/', '/summer?from=NN1')).toBe('http://localhost:3203/summer?from=NN1');
    expect(absoluteInviteLink('https://a.cn', 'zchelp?from=NN1')).toBe('https://a.cn/zchelp?from=NN1');
    expect(absoluteInviteLink('https://a.cn', 'https://b.cn/x')).toBe('https://b.cn/x');
    expect(inviteSummary(3, '为你助力')).toBe('已有 3 位好友为你助力');
    expect(inviteSummary(0)).toBe('还没有好友接受邀请，快去分享吧');
  });

  it('says my rank, on or off the list, or none yet', () => {
    expect(myRankText({ rank: 3, nickName: 'a', score: 9 }, 20)).toBe('第 3 名');
    expect(myRankText({ rank: 23, nickName: 'a', score: 9 }, 20)).toBe('第 23 名（未上榜）');
    expect(myRankText({ rank: null, nickName: 'a', score: 0 }, 20)).toBe('暂无积分，抽奖即可获得月饼积分');
    expect([1, 2, 3, 4].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null]);
  });

  it('wraps indexes both ways and fits cards to the width', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect([390, 700, 1366].map(cardsPerView)).toEqual([1, 2, 3]);
  });
});

describe('gift icons', () => {
  it('cosmetics by name, the rest by type', async () => {
    const { giftIcon } = await import('@/components/campaigns/widgets/gift-icon');
    expect(giftIcon(2, '专属头像框')).toBe('/campaigns/gift-frame.svg');
    expect(giftIcon(2, '语音房专属标识')).toBe('/campaigns/gift-badge.svg');
    expect([1, 2, 3, 4].map((t) => giftIcon(t))).toEqual(['/campaigns/gift-cdk.svg', '/campaigns/gift-time.svg', '/campaigns/gift-box.svg', '/campaigns/gift-coin.svg']);
  });
});
