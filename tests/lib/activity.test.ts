// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chestTheme,
  congratulationText,
  giftAddressErrors,
  giftRecordAction,
  giftStatusText,
  isActivityEnded,
  leigodWindow,
  maskName,
  widgetAddressErrors,
  widgetPrizeAction,
} from '@/lib/activity';

const START = 1_000_000;
const END = 2_000_000;
const win = (isOnline: boolean) => ({ startTime: START, endTime: END, isOnline });

describe('isActivityEnded', () => {
  it.each([
    [true, START - 1, true],
    [true, START, false],
    [true, (START + END) / 2, false],
    [true, END, false],
    [true, END + 1, true],
    [false, START, true],
    [false, (START + END) / 2, true],
  ])('online %s at %i → ended %s', (online, now, ended) => {
    expect(isActivityEnded(win(online), now)).toBe(ended);
  });

  it('applies to leigod activities through leigodWindow', () => {
    expect(isActivityEnded(leigodWindow({ start_time: START, end_time: END, is_online: true }), START)).toBe(false);
  });
});

describe('prize widget action (SPEC §4)', () => {
  it.each([
    [0, 2, 'address'],
    [0, 1, 'redeem'],
    [0, 0, 'redeem'],
    [1, 2, 'detail'],
    [1, 1, 'detail'],
    [2, 2, 'detail'],
  ] as const)('status %i, award_type %i → %s', (status, award_type, action) => {
    expect(widgetPrizeAction({ status, award_type })).toBe(action);
  });

  it.each([
    [{ award_type: 2, present_title: '国潮机械键盘', message: '将于活动结束后 15 个工作日内发货' }, '恭喜您获得国潮机械键盘，将于活动结束后 15 个工作日内发货'],
    [{ award_type: 2, present_title: '电竞耳机', message: '' }, '恭喜您获得电竞耳机'],
    [{ award_type: 1, present_title: '加速时长3天', message: 'x' }, '恭喜您获得加速时长3天，加速时长已自动发放到您的账号，可在NN加速器客户端中查看'],
  ])('congratulation text %#', (prize, text) => {
    expect(congratulationText(prize)).toBe(text);
  });
});

describe('gift record button (SPEC §4)', () => {
  it.each([
    [3, 0, { kind: 'claim', label: '领取' }, '待领取'],
    [3, 1, { kind: 'status', label: '待发货' }, '待发货'],
    [3, 2, { kind: 'status', label: '已发货' }, '已发货'],
    [1, 2, { kind: 'cdk', label: '查看' }, '已发放'],
    [2, 2, { kind: 'done', label: '已发放' }, '已发放'],
    [4, 2, { kind: 'done', label: '已发放' }, '已发放'],
  ] as const)('giftType %i cneeStatus %i', (giftType, cneeStatus, action, text) => {
    expect(giftRecordAction({ giftType, cneeStatus })).toEqual(action);
    expect(giftStatusText({ giftType, cneeStatus })).toBe(text);
  });
});

describe('chest theme', () => {
  it.each([
    [1, 'orange'],
    [2, 'yellow'],
    [0, 'yellow'],
    [undefined, 'yellow'],
    [null, 'yellow'],
  ] as const)('chestStyle %s → %s', (style, theme) => {
    expect(chestTheme(style)).toBe(theme);
  });
});

describe('shipping forms', () => {
  const good = { cneeName: '王小明', cneeMobile: '13800138000', cneeAddr: '广东省 深圳市 南山区', cneeAddrDetail: '科技园 18 号' };

  it('accepts a complete form', () => {
    expect(giftAddressErrors(good)).toEqual({});
    expect(widgetAddressErrors({ username: 'Tom Lee', phone: '13912345678', cneeAddr: ['1', '2', '3'], address: 'Room 1' })).toEqual({});
  });

  it('names every bad field with its SPEC §5 message', () => {
    expect(giftAddressErrors({ cneeName: ' ', cneeMobile: '', cneeAddr: '', cneeAddrDetail: '' })).toEqual({
      cneeName: '请输入您的姓名',
      cneeMobile: '请输入您的手机号',
      cneeAddr: '请选择您的所在区域',
      cneeAddrDetail: '请输入您的详细地址',
    });
    expect(giftAddressErrors({ ...good, cneeMobile: '1380013800' }).cneeMobile).toBe('请输入正确的手机号!');
    expect(giftAddressErrors({ ...good, cneeMobile: '12800138000' }).cneeMobile).toBe('请输入正确的手机号!');
    expect(giftAddressErrors({ ...good, cneeAddrDetail: '👍' }).cneeAddrDetail).toBeDefined();
    expect(giftAddressErrors({ ...good, cneeAddrDetail: 'a'.repeat(101) }).cneeAddrDetail).toBeDefined();
    expect(giftAddressErrors({ ...good, cneeAddrDetail: '号'.repeat(100) }).cneeAddrDetail).toBeUndefined();
    expect(widgetAddressErrors({ username: 'a', phone: '13912345678', cneeAddr: ['1', '2'], address: 'x' }).cneeAddr).toBe('请选择您的所在区域');
  });

  it('masks names for tickers', () => {
    expect(maskName('13800138000')).toBe('138****8000');
    expect(maskName('电竞小王')).toBe('电**王');
    expect(maskName('王')).toBe('王*');
  });
});
