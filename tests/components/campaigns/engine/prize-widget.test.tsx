import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetPrize } from '@/lib/activity-types';
import { ModalHost } from '@/components/modal-host';
import { useToastStore } from '@/lib/toast';
import { useModalStore } from '@/stores/modal-store';
import * as activity from '@/services/activity';

vi.mock('@/services/activity', async (original) => ({
  ...(await original<typeof activity>()),
  listWidgetPrizes: vi.fn(),
  redeemWidgetPrize: vi.fn(),
  submitWidgetAddress: vi.fn(),
}));

// jsdom has no ResizeObserver; antd's modal parts observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const list = vi.mocked(activity.listWidgetPrizes);
const redeem = vi.mocked(activity.redeemWidgetPrize);

const prize = (id: number, status: number, award_type: number, present_title: string, status_title: string, message = ''): WidgetPrize => ({ id, status, award_type, present_title, status_title, message });

/** SPEC §4's table: status × award_type → the action. */
const PAGE_1 = [
  prize(1, 0, 2, '国潮机械键盘', '待填写地址'),
  prize(2, 0, 1, '加速时长3天', '待领取'),
  prize(3, 1, 2, '电竞耳机', '已填写地址', '将于活动结束后 15 个工作日内发货'),
  prize(4, 1, 1, '加速时长1天', '已领取'),
];
const PAGE_2 = [prize(5, 0, 1, '加速时长12小时', '待领取')];

const slot = { id: 3021, account_token: 'acct-1', chestStyle: 1 };

function open(s = slot) {
  act(() => useModalStore.getState().open({ name: 'prize-widget', slot: s }));
}
const row = (name: RegExp) => screen.getByRole('row', { name });
/** A nested dialog by its title (antd's test-mode ids repeat, so accessible names are unreliable here). */
const dialogTitled = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title) ?? Promise.reject(new Error(`no dialog ${title}`)), { timeout: 15_000 });
const toasts = () => useToastStore.getState().items.map((t) => t.text);

beforeEach(() => {
  useModalStore.setState({ current: null });
  useToastStore.setState({ items: [] });
  list.mockReset();
  redeem.mockReset();
  list.mockImplementation(async ({ page }) => ({ list: page === 1 ? PAGE_1 : PAGE_2, total: 5 }));
});

describe('prize widget (winning record)', { timeout: 30_000 }, () => {
  it('labels each row by status and award_type', async () => {
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    expect(within(row(/国潮机械键盘/)).getByRole('button')).toHaveTextContent('填写地址');
    expect(within(row(/加速时长3天/)).getByRole('button')).toHaveTextContent('立即领取');
    expect(within(row(/电竞耳机/)).getByRole('button')).toHaveTextContent('查看详情');
    expect(within(row(/加速时长1天/)).getByRole('button')).toHaveTextContent('查看详情');
    expect(list).toHaveBeenCalledWith({ activity_id: 3021, page: 1, account_token: 'acct-1' }, { ignoreError: true });
  });

  it('status 0 + boost: redeems at once, shows the message, reloads the current page', async () => {
    redeem.mockResolvedValue('兑换成功');
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('row', { name: /加速时长12小时/ });
    list.mockClear();
    await userEvent.click(within(row(/加速时长12小时/)).getByRole('button', { name: '立即领取' }));
    expect(redeem).toHaveBeenCalledWith({ account_token: 'acct-1', prize_id: 5 }, { ignoreError: true });
    await waitFor(() => expect(toasts()).toContain('兑换成功'));
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }), expect.anything()));
  });

  it('a refused redemption shows nothing (SPEC §8) and still reloads', async () => {
    redeem.mockRejectedValue({ code: '3012', msg: '该奖品已领取，请勿重复领取' });
    render(<ModalHost />);
    open();
    await userEvent.click(within(await screen.findByRole('row', { name: /加速时长3天/ }, { timeout: 15_000 })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(toasts()).toEqual([]);
  });

  it('any other status: the detail dialog with the congratulation text of each award type', async () => {
    render(<ModalHost />);
    open();
    await userEvent.click(within(await screen.findByRole('row', { name: /电竞耳机/ }, { timeout: 15_000 })).getByRole('button'));
    const detail = await dialogTitled('查看详情');
    expect(detail).toHaveTextContent('恭喜您获得电竞耳机，将于活动结束后 15 个工作日内发货');
    await userEvent.click(within(detail).getByRole('button', { name: '确定' }));
    await userEvent.click(within(row(/加速时长1天/)).getByRole('button'));
    expect(await dialogTitled('查看详情')).toHaveTextContent('恭喜您获得加速时长1天，加速时长已自动发放到您的账号，可在NN加速器客户端中查看');
  });

  it('status 0 + physical: the address dialog; closing it reloads from page 1', async () => {
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('row', { name: /加速时长12小时/ });
    await userEvent.click(screen.getByRole('button', { name: '首页' }));
    await userEvent.click(within(await screen.findByRole('row', { name: /国潮机械键盘/ })).getByRole('button', { name: '填写地址' }));
    const form = await dialogTitled('填写收货地址');
    await userEvent.click(within(form).getByRole('button', { name: '确认' }));
    expect(form).toHaveTextContent('请输入您的姓名');
    expect(activity.submitWidgetAddress).not.toHaveBeenCalled();
    list.mockClear();
    await userEvent.click(within(form).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }), expect.anything()));
  });

  it('reloads when the slot data changes; empty → 您还未参与过抽奖 and 去参与 closes', async () => {
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    list.mockResolvedValue({ list: [], total: 0 });
    open({ ...slot, account_token: 'acct-2' });
    expect(await screen.findByText('您还未参与过抽奖')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ activity_id: 3021, page: 1, account_token: 'acct-2' }, { ignoreError: true });
    await userEvent.click(screen.getByRole('button', { name: '去参与' }));
    expect(useModalStore.getState().current).toBeNull();
  });
});
