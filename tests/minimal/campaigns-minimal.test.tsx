// Behaviour across files: the campaign pages on the least answers the contracts allow (pages/zqj.tsx, sem.tsx, nnNewVip/activity.tsx, nnNewVip/activity-novip.tsx, command/command.tsx, acts/redenvelope.tsx, jointActivity.tsx, jointActivityPage/[[...id]].tsx; components/campaigns; tests/support/minimal-answers.ts).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '@/components/modal-host';
import type { JointPageProps } from '@/components/campaigns';
import { CAMPAIGNS, JOINT_CHANNELS } from '@/lib/activity-types';
import RedEnvelopePage, { getStaticProps as redEnvelopeProps } from '@/pages/acts/redenvelope';
import CommandPage, { getStaticProps as commandProps } from '@/pages/command/command';
import JointActivityPage, { getStaticProps as jointActivityProps } from '@/pages/jointActivity';
import JointActivityDetailPage, { getStaticProps as jointPageProps } from '@/pages/jointActivityPage/[[...id]]';
import NoVipActivityPage from '@/pages/nnNewVip/activity-novip';
import { getStaticProps as noVipProps } from '@/pages/nnNewVip/activity-novip';
import NewVipActivityPage, { getStaticProps as newVipProps } from '@/pages/nnNewVip/activity';
import SemPage, { getStaticProps as semProps } from '@/pages/sem';
import MidAutumnPage, { getStaticProps as zqjProps } from '@/pages/zqj';
import { useModalStore } from '@/stores/modal-store';
import { cutIn, dialogTitled, pinSlot, useCampaignPage } from '../support/campaign-minimal';
import { useMinimalAnswers } from '../support/minimal-answers';
import { withRouter } from '../support/router';
import { signInThroughSandbox } from '../support/sandbox-session';
import { useSandboxServer } from '../support/sandbox-server';

/**
 * The remaining campaigns on the least answers their contracts (contracts/activity.ts) allow: each
 * page's static props are the same as on the sandbox's full answers, and a signed-in visitor takes
 * the page's main action — a /zqj draw (and the rank it moves), the /sem offer (and 我的权益), the
 * /nnNewVip gift (members claim it, non-members are sent to open membership), a /command code, a
 * /acts/redenvelope envelope, and the /jointActivity hub and a channel's rank.
 */

const { server } = useSandboxServer();
const { calls, sameProps } = useMinimalAnswers(server);

const CLOSED = `GET /activity/channel/activity/findOpenRankActivity/:channelId`;

/** A closed channel (bilibili) is refused with 3003; a refusal passes unchanged, the one uncut call. */
const REFUSED = [CLOSED];

const PHONE = '13800138000';
const cut = cutIn(calls);
useCampaignPage();

describe('/zqj (中秋赏月 rank) on minimal answers', { timeout: 30_000 }, () => {
  it('draws: the prize dialog, one draw fewer, and my rank reloaded with the points', async () => {
    const props = await sameProps(() => zqjProps());
    expect(props.rank.length).toBeGreaterThan(0);
    await signInThroughSandbox(PHONE);
    render(withRouter(<><MidAutumnPage {...props} /><ModalHost /></>));
    expect(screen.getByRole('heading', { level: 1, name: props.campaign!.activityName })).toBeInTheDocument();
    const go = within(screen.getByRole('group', { name: '九宫格抽奖' })).getByRole('button', { name: /立即抽奖/ });
    await waitFor(() => expect(go).toHaveTextContent(/剩余 \d+ 次/), { timeout: 10_000 });
    const before = Number(/剩余 (\d+) 次/.exec(go.textContent ?? '')![1]);
    const mine = screen.getByTestId('my-rank');
    await waitFor(() => expect(mine).toHaveTextContent('我的积分：'), { timeout: 10_000 });
    const score = () => Number(/我的积分：(\d+)/.exec(mine.textContent ?? '')![1]);
    const scoreBefore = score();

    await pinSlot(CAMPAIGNS.zqj, 1);
    fireEvent.click(go);
    const dialog = await dialogTitled('恭喜您中奖啦！');
    expect(dialog).toHaveTextContent(`恭喜您获得 ${props.prizes[1]!.name}`);
    expect(go).toHaveTextContent(`剩余 ${before - 1} 次`);
    await waitFor(() => expect(score()).toBeGreaterThan(scoreBefore), { timeout: 10_000 });
    for (const key of ['GET /activity/activity/gift/luckDraw', 'GET /activity/web/midAutumn/getMyRank', 'GET /activity/web/midAutumn/getRank']) expect(cut(key), key).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});

describe('/sem (电竞会员特惠) on minimal answers', { timeout: 30_000 }, () => {
  it('the offers and gifts from the loader; signed in, 立即开通 opens the purchase, 我的权益 lists the benefits', async () => {
    const props = await sameProps(() => semProps());
    expect(props.offers.length).toBeGreaterThan(0);
    await signInThroughSandbox(PHONE);
    render(withRouter(<><SemPage {...props} /><ModalHost /></>));
    for (const o of props.offers) expect(screen.getByRole('heading', { level: 3, name: o.esportComboName })).toBeInTheDocument();
    for (const g of props.gifts) expect(screen.getAllByText(g.giftName, { exact: false }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: `开通${props.offers[0]!.esportComboName}` }));
    await dialogTitled('开通电竞会员');
    expect(cut('GET /activity/activity/gift/validOrderGiveDraw')).toBe(true);
    useModalStore.setState({ current: null });

    fireEvent.click(screen.getByRole('button', { name: '我的权益' }));
    const benefits = await dialogTitled('我的权益');
    await waitFor(() => expect(benefits).not.toHaveTextContent('正在加载权益…'), { timeout: 10_000 });
    expect(benefits).not.toHaveTextContent('权益暂时无法获取');
    await waitFor(() => expect(within(benefits).getByRole('list', { name: '权益列表' })).toHaveTextContent(/NNPW-\w{4}-\w{4}-\w{4}/), { timeout: 10_000 });
    expect(cut('POST /activity/userPower/getUserPower')).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});

describe('/nnNewVip on minimal answers', { timeout: 30_000 }, () => {
  it('/nnNewVip/activity: a member claims the gift (领取成功！)', async () => {
    const props = await sameProps(() => newVipProps());
    expect(props.gifts.length).toBeGreaterThan(0);
    await signInThroughSandbox(PHONE);
    render(withRouter(<><NewVipActivityPage {...props} /><ModalHost /></>));
    fireEvent.click(screen.getByRole('button', { name: '立即领取见面礼' }));
    expect(await screen.findByText(/^领取成功！「.+」已发放到您的账号$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(cut('GET /activity/popu/getGift')).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });

  it('/nnNewVip/activity-novip: same props; a non-member is sent to open membership', async () => {
    const props = await sameProps(() => noVipProps());
    await signInThroughSandbox(PHONE);
    render(withRouter(<><NoVipActivityPage {...props} /><ModalHost /></>));
    expect(screen.getAllByText('开通后可领').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '开通会员领取' }));
    await dialogTitled('开通电竞会员');
    expect(calls.filter((c) => c.key === 'GET /activity/popu/getGift')).toEqual([]);
  });
});

describe('/command/command on minimal answers', { timeout: 30_000 }, () => {
  it('redeems a code: 兑换成功 with the CDK', async () => {
    const props = await sameProps(() => commandProps());
    await signInThroughSandbox(PHONE);
    render(withRouter(<><CommandPage {...props} /><ModalHost /></>));
    fireEvent.change(screen.getByRole('textbox', { name: '活动口令' }), { target: { value: 'nn2026' } });
    fireEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    const ok = await screen.findByTestId('command-success', {}, { timeout: 10_000 });
    expect(ok).toHaveTextContent(/兑换成功！获得「.+」/);
    expect(within(ok).getByLabelText('CDK').textContent).toMatch(/\S+/);
    expect(cut('GET /activity/popu/getGift')).toBe(true);
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});

describe('/acts/redenvelope on minimal answers', { timeout: 30_000 }, () => {
  it('opens an envelope: the prize dialog, one chance fewer', async () => {
    const props = await sameProps(() => redEnvelopeProps());
    expect(props.campaign).not.toBeNull();
    await signInThroughSandbox(PHONE);
    render(withRouter(<><RedEnvelopePage {...props} /><ModalHost /></>));
    await waitFor(() => expect(screen.getByText(/剩余抢红包机会：\d+ 次/)).toBeInTheDocument(), { timeout: 10_000 });
    const before = Number(/剩余抢红包机会：(\d+) 次/.exec(screen.getByText(/剩余抢红包机会/).textContent ?? '')![1]);
    await pinSlot(CAMPAIGNS.redEnvelope, 1);
    fireEvent.click(screen.getByRole('button', { name: '开始抢红包' }));
    fireEvent.click(within(screen.getByRole('group', { name: '红包雨：点击任意红包' })).getByRole('button', { name: '红包 1' }));
    const dialog = await dialogTitled('恭喜您中奖啦！');
    expect(dialog).toHaveTextContent(`恭喜您获得 ${props.prizes[1]!.name}`);
    await waitFor(() => expect(screen.getByText(`剩余抢红包机会：${before - 1} 次`)).toBeInTheDocument(), { timeout: 10_000 });
    expect(calls.filter((c) => !c.cut)).toEqual([]);
  });
});

describe('/jointActivity and /jointActivityPage on minimal answers', { timeout: 30_000 }, () => {
  it('the hub: every partner channel, open ones with their activity', async () => {
    const props = await sameProps(() => jointActivityProps(), REFUSED);
    expect(props.error).toBe(false);
    expect(props.channels.map((c) => c.channelId)).toEqual(Object.values(JOINT_CHANNELS));
    render(withRouter(<JointActivityPage {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: '联合活动' })).toBeInTheDocument();
    for (const c of props.channels) expect(screen.getByText(c.partnerName)).toBeInTheDocument();
    const open = props.channels.find((c) => c.activity)!;
    expect(screen.getByRole('heading', { level: 3, name: open.activity!.activityName })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '进入活动' }).length).toBeGreaterThan(0);
  });

  it('the hub of /jointActivityPage; a channel page with its activity and rank; a closed channel says so', async () => {
    const hub = await sameProps(async () => (await jointPageProps({ params: {} } as never)) as { props: JointPageProps }, REFUSED);
    expect(hub.id).toBeNull();
    const huya = await sameProps(async () => (await jointPageProps({ params: { id: [String(JOINT_CHANNELS.huya)] } } as never)) as { props: JointPageProps }, REFUSED);
    expect(huya.error).toBe(false);
    const a = huya.channel!.activity!;
    render(withRouter(<JointActivityDetailPage {...huya} />));
    expect(screen.getByRole('heading', { level: 1, name: a.activityName })).toBeInTheDocument();
    const rank = screen.getByRole('table');
    expect(within(rank).getAllByRole('row')).toHaveLength(a.rankList.length + 1);
    for (const r of a.rankList) expect(rank).toHaveTextContent(r.nickName);
    expect(hub.channels).toEqual(huya.channels);
    const closed = hub.channels.find((c) => c.channelId === JOINT_CHANNELS.bilibili)!;
    expect(closed.activity).toBeNull();
  });

  it('a closed channel page: 该渠道暂无进行中的活动', async () => {
    const bili = await sameProps(async () => (await jointPageProps({ params: { id: [String(JOINT_CHANNELS.bilibili)] } } as never)) as { props: JointPageProps }, REFUSED);
    render(withRouter(<JointActivityDetailPage {...bili} />));
    expect(screen.getByRole('status')).toHaveTextContent('该渠道暂无进行中的活动');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
