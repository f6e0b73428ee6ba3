// Behaviour across files: the prize widget against the sandbox — its winning records, redemption, and the detail and address dialogs it opens (components/campaigns/engine/prize-widget-dialog.tsx, widget-dialogs.tsx, records.tsx, use-paged.ts; opened through components/modal-host.tsx).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/modal-host';
import { CAMPAIGNS } from '@/lib/activity-types';
import { useToastStore } from '@/lib/toast';
import { useModalStore } from '@/stores/modal-store';
import { activityState } from '@/sandbox/model/activity-store';
import { leigodAccountToken as accountToken } from '../../../support/activity-calls';
import { useMinimalAnswers } from '../../../support/minimal-answers';
import { useSandboxServer } from '../../../support/sandbox-server';

/**
 * The prize widget against the sandbox: the seeded winning records of 13800138000 on /gqlx, newest
 * first, 4 a page — 国潮机械键盘 (physical, 待填写地址), 加速时长3天 (boost, 待领取), 加速时长1天
 * (已领取), 电竞耳机 (已填写地址) on page 1; 加速时长12小时 (已领取) on page 2. A test that needs
 * another state arranges it in the sandbox's own records, as another device of the same account
 * would have left them. server.use only for a fault.
 */
const { server, requests } = useSandboxServer();
// The widget's flows on the least answers the contract (contracts/leigod.ts) allows.
useMinimalAnswers(server);
const RECORDS = { keyboard: 700001, boost3d: 700002, hours12: 700005 };

/** The sandbox's record (the backend's state), to arrange or to check it. */
const record = (id: number) => activityState().widgetPrizes.find((p) => p.id === id)!;

/** The list calls the dialog made, as {page, account_token} (the sandbox's request log). */
async function listCalls() {
  const calls = requests.filter((r) => new URL(r.url).pathname === '/api/gw/leigod/api/user/prize_list');
  return Promise.all(calls.map(async (r) => (await r.clone().json()) as { activity_id: number; page: number; size: number; account_token: string }));
}

let slot: { id: number; account_token: string; chestStyle: number };
function open(s = slot) {
  act(() => useModalStore.getState().open({ name: 'prize-widget', slot: s }));
}
const row = (name: RegExp) => screen.getByRole('row', { name });
/** A nested dialog by its title (antd's test-mode ids repeat, so accessible names are unreliable here). */
const dialogTitled = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title) ?? Promise.reject(new Error(`no dialog ${title}`)), { timeout: 15_000 });
const toasts = () => useToastStore.getState().items.map((t) => t.text);

beforeEach(async () => {
  useModalStore.setState({ current: null });
  useToastStore.setState({ items: [] });
  slot = { id: CAMPAIGNS.gqlx, account_token: await accountToken(), chestStyle: 1 };
  requests.length = 0;
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
    expect(await listCalls()).toEqual([{ activity_id: CAMPAIGNS.gqlx, page: 1, size: 4, account_token: slot.account_token }]);
  });

  it('status 0 + boost: redeems at once, shows the message, reloads the current page', async () => {
    // The page-2 boost not yet redeemed (redeeming stays on page 2, not back to page 1).
    Object.assign(record(RECORDS.hours12), { status: 0, status_title: '待领取' });
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('row', { name: /加速时长12小时/ });
    requests.length = 0;
    await userEvent.click(within(row(/加速时长12小时/)).getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(toasts()).toContain('兑换成功'));
    expect(record(RECORDS.hours12).status).toBe(1);
    await waitFor(async () => expect((await listCalls()).map((c) => c.page)).toEqual([2]));
    expect(within(await screen.findByRole('row', { name: /加速时长12小时/ })).getByRole('button')).toHaveTextContent('查看详情');
  });

  it('a refused redemption shows nothing (SPEC §8) and still reloads', async () => {
    render(<ModalHost />);
    open();
    const boost = await screen.findByRole('row', { name: /加速时长3天/ }, { timeout: 15_000 });
    // Redeemed meanwhile on another device: the backend refuses the second redemption.
    Object.assign(record(RECORDS.boost3d), { status: 1, status_title: '已领取' });
    requests.length = 0;
    await userEvent.click(within(boost).getByRole('button'));
    await waitFor(async () => expect((await listCalls()).map((c) => c.page)).toEqual([1]));
    expect(requests.some((r) => new URL(r.url).pathname === '/api/gw/leigod/api/user/receive')).toBe(true);
    await waitFor(() => expect(within(row(/加速时长3天/)).getByRole('button')).toHaveTextContent('查看详情'));
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
    requests.length = 0;
    await userEvent.click(within(form).getByRole('button', { name: '确认' }));
    expect(form).toHaveTextContent('请输入您的姓名');
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/gw/activity/activity/gift/cnee')).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: '关闭' }));
    await waitFor(async () => expect((await listCalls()).map((c) => c.page)).toEqual([1]));
    expect(record(RECORDS.keyboard).status).toBe(0);
  });

  it('reloads when the slot data changes; empty → 您还未参与过抽奖 and 去参与 closes', async () => {
    render(<ModalHost />);
    open();
    await screen.findByRole('row', { name: /国潮机械键盘/ }, { timeout: 15_000 });
    // Another account of the sandbox, without winning records.
    const other = await accountToken('13900139000');
    open({ ...slot, account_token: other });
    expect(await screen.findByText('您还未参与过抽奖')).toBeInTheDocument();
    expect((await listCalls()).at(-1)).toEqual({ activity_id: CAMPAIGNS.gqlx, page: 1, size: 4, account_token: other });
    await userEvent.click(screen.getByRole('button', { name: '去参与' }));
    expect(useModalStore.getState().current).toBeNull();
  });
});
