// Behaviour across files: the draw pages on the least answers the contracts allow (pages/nn/activity.tsx, summer.tsx, gqlx/index.tsx; components/campaigns/engine; tests/support/minimal-answers.ts).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '@/components/modal-host';
import { CAMPAIGNS, GiftType } from '@/lib/activity-types';
import { gateway } from '@/server/gateway/handler';
import GqlxPage, { getStaticProps as gqlxProps } from '@/pages/gqlx/index';
import NnActivityPage, { getStaticProps as nnActivityProps } from '@/pages/nn/activity';
import SummerPage, { getStaticProps as summerProps } from '@/pages/summer';
import { useToastStore } from '@/lib/toast';
import { useUserStore } from '@/stores/user-store';
import { gwRequest } from '../support/sandbox-calls';
import { cutIn, dialogTitled, pinSlot, useCampaignPage } from '../support/campaign-minimal';
import { useMinimalAnswers } from '../support/minimal-answers';
import { withRouter } from '../support/router';
import { signInThroughSandbox } from '../support/sandbox-session';
import { useSandboxServer } from '../support/sandbox-server';

/**
 * Campaign draws on the least answers their contracts (contracts/activity.ts, leigod.ts) allow:
 * the page's static props are the same as on the sandbox's full answers, and a signed-in visitor
 * draws — the 九宫格 of /nn/activity (gift service) with its records and a winner's address, the
 * /summer lottery with its invites (national21) and the /gqlx chest on the leigod account.
 */

const { server } = useSandboxServer();
const { calls, sameProps } = useMinimalAnswers(server);

const PHONE = '13800138000';
const cut = cutIn(calls);
useCampaignPage();

describe('/nn/activity (九宫格, gift service) on minimal answers', { timeout: 30_000 }, () => {
  it('draws a CDK: draws left, the dialog with the prize and its CDK, the new record under 我的奖品', async () => {
    const props = await sameProps(() => nnActivityProps());
    expect(calls.map((c) => c.key)).toEqual(['GET /activity/activity/gift/v2/pool']);
    expect(props.prizes).toHaveLength(8);
    await signInThroughSandbox(PHONE);
    render(withRouter(<><NnActivityPage {...props} /><ModalHost /></>));
    expect(screen.getByRole('heading', { level: 1, name: props.campaign!.activityName })).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: '九宫格抽奖' });
    for (const p of props.prizes) expect(grid).toHaveTextContent(p.name);
    const go = within(grid).getByRole('button', { name: /立即抽奖/ });
    await waitFor(() => expect(go).toHaveTextContent('剩余 3 次'));

    await pinSlot(CAMPAIGNS.nnActivity, 3);
    fireEvent.click(go);
    const dialog = await dialogTitled('恭喜您中奖啦！');
    expect(dialog).toHaveTextContent('恭喜您获得 电竞会员月卡CDK');
    expect(within(dialog).getByLabelText('CDK').textContent).toMatch(/\S+/);
    expect(go).toHaveTextContent('剩余 2 次');
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));

    fireEvent.click(screen.getByRole('button', { name: '我的奖品' }));
    const records = await dialogTitled('我的奖品');
    await waitFor(() => expect(within(records).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    expect(within(records).getAllByRole('row')[1]).toHaveTextContent('电竞会员月卡CDK');
    for (const key of ['GET /activity/activity/gift/user/lottryNum', 'GET /activity/activity/gift/luckDraw', 'GET /activity/activity/gift/pool', 'GET /activity/activity/gift/lotteryRecord']) {
      expect(cut(key), key).toBe(true);
    }
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });

  it('a physical win: 填写收货地址, the form filled as a visitor does (the region picked in its three selects), 确认提交 → 操作成功!', async () => {
    const props = await sameProps(() => nnActivityProps());
    await signInThroughSandbox(PHONE);
    render(withRouter(<><NnActivityPage {...props} /><ModalHost /></>));
    const go = within(screen.getByRole('group', { name: '九宫格抽奖' })).getByRole('button', { name: /立即抽奖/ });
    await waitFor(() => expect(go).toHaveTextContent('剩余 3 次'));
    await pinSlot(CAMPAIGNS.nnActivity, 0);
    fireEvent.click(go);
    const dialog = await dialogTitled('恭喜您中奖啦！');
    expect(dialog).toHaveTextContent('恭喜您获得 雷蛇炼狱蝰蛇V3鼠标');
    expect(cut('GET /activity/activity/gift/luckDraw')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '填写收货地址' }));

    const form = await dialogTitled('填写收货地址');
    fireEvent.change(within(form).getByLabelText(/姓名/), { target: { value: '王小明' } });
    fireEvent.change(within(form).getByLabelText(/手机号/), { target: { value: PHONE } });
    const region = within(form).getByRole('group', { name: /所在区域/ });
    // The three selects fill in turn (the region tree loads with the dialog).
    const select = async (index: number, name: string) => {
      const box = within(region).getAllByRole('combobox')[index]!;
      const option = await within(box).findByRole('option', { name });
      fireEvent.change(box, { target: { value: (option as HTMLOptionElement).value } });
    };
    await select(0, '广东省');
    await select(1, '深圳市');
    await select(2, '南山区');
    fireEvent.change(within(form).getByLabelText(/详细地址/), { target: { value: '科技园南区 18 号' } });
    const sent = new Promise<Record<string, unknown>>((resolve) => {
      server.events.on('request:start', async ({ request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/activity/activity/gift/cnee')) resolve((await request.clone().json()) as Record<string, unknown>);
      });
    });
    fireEvent.click(within(form).getByRole('button', { name: '确认提交' }));
    // What the visitor typed and picked is what the call carries, against the record the draw created.
    const records = (await (await gateway(gwRequest('/activity/activity/gift/lotteryRecord?pageNo=1&pageSize=1', { headers: { activityId: String(CAMPAIGNS.nnActivity), token: useUserStore.getState().user!.token } }))).json()) as {
      data: { list: { id: number; giftType: number }[] };
    };
    expect(records.data.list[0]!.giftType).toBe(GiftType.Physical);
    expect(await sent).toMatchObject({ id: records.data.list[0]!.id, cneeName: '王小明', cneeMobile: PHONE, cneeAddr: expect.stringMatching(/广东省.*深圳市.*南山区/), cneeAddrDetail: '科技园南区 18 号' });
    await waitFor(() => expect(useToastStore.getState().items.map((t) => t.text)).toContain('操作成功!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '填写收货地址' })).toBeNull());
    expect(cut('POST /activity/activity/gift/cnee')).toBe(true);
  });
});

describe('/summer (national21) on minimal answers', { timeout: 30_000 }, () => {
  it('the invite link and code, then a draw on the invite-earned draws', async () => {
    const props = await sameProps(() => summerProps());
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set(['GET /activity/national21/activity', 'GET /activity/national21/pool']));
    await signInThroughSandbox(PHONE);
    render(withRouter(<><SummerPage {...props} /><ModalHost /></>));
    const invite = screen.getByTestId('invite-panel');
    const link = (await within(invite).findByRole('textbox', { name: '邀请链接' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(link.value).toMatch(/^http:\/\/localhost:3000\/summer\?from=\w+$/);
    expect(within(invite).getByRole('list', { name: '我的邀请' })).toHaveTextContent('峡谷**风');
    const go = within(screen.getByRole('group', { name: '九宫格抽奖' })).getByRole('button');
    await waitFor(() => expect(go).toHaveTextContent('剩余 3 次'));
    await pinSlot(CAMPAIGNS.summer, 1);
    fireEvent.click(go);
    expect(await dialogTitled('恭喜您中奖啦！')).toHaveTextContent('恭喜您获得 电竞会员7天');
    expect(go).toHaveTextContent('剩余 2 次');
    for (const key of ['GET /activity/national21/getMyInvite', 'GET /activity/national21/qryMyDraw', 'GET /activity/national21/luckDraw']) expect(cut(key), key).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});

describe('/gqlx (leigod chest) on minimal answers', { timeout: 30_000 }, () => {
  it('packages and pool from the loader; signed in, the chest opens on the account token', async () => {
    const props = await sameProps(() => gqlxProps());
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set(['GET /leigod/api/activity/:id', 'GET /leigod/api/activity/package']));
    expect(props.packages.length).toBeGreaterThan(0);
    await signInThroughSandbox(PHONE);
    render(withRouter(<><GqlxPage {...props} /><ModalHost /></>));
    expect(screen.getByRole('heading', { level: 1, name: props.campaign!.activityName })).toBeInTheDocument();
    for (const p of props.packages) expect(screen.getAllByText(p.name).length).toBeGreaterThan(0);
    const chest = screen.getByRole('button', { name: /开启国庆宝箱/ });
    await waitFor(() => expect(screen.getByText(/剩余开箱次数：3 次/)).toBeInTheDocument(), { timeout: 10_000 });
    await pinSlot(CAMPAIGNS.gqlx, 1);
    fireEvent.click(chest);
    expect(await dialogTitled('恭喜您中奖啦！')).toHaveTextContent('恭喜您获得 加速时长3天');
    await waitFor(() => expect(screen.getByText(/剩余开箱次数：2 次/)).toBeInTheDocument());
    for (const key of ['POST /leigod/api/user/login/token', 'POST /leigod/api/activity/draw']) expect(cut(key), key).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});
