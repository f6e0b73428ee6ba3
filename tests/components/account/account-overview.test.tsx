import { render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountOverview } from '@/components/account';
import { connectHttp } from '@/components/app-effects';
import { selectCurrentModal, useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { useSandboxServer } from '../../support/sandbox-server';
import { signInThroughSandbox } from '../../support/sandbox-session';
import { resetStores } from '../../support/stores';

const { server } = useSandboxServer();
beforeAll(connectHttp);
beforeEach(resetStores);

describe('AccountOverview (个人中心)', () => {
  it('13800138000: profile, balance with its money value, membership, benefits and dated prize records across campaigns', { timeout: 30_000 }, async () => {
    await signInThroughSandbox('13800138000');
    render(<AccountOverview />);
    const profile = screen.getByRole('region', { name: '个人资料' });
    expect(within(profile).getByRole('heading', { name: '电竞小王' })).toBeInTheDocument();
    expect(within(profile).getByText(/^NN号 \d+$/)).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: '用户头像' })).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'N币余额' });
    await waitFor(() => expect(balance).toHaveTextContent(/1,280 N币（≈ ¥128\.00）/), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('region', { name: '会员状态' })).toHaveTextContent(/未开通电竞会员|有效期至 \d{4}-\d{2}-\d{2}|已于 \d{4}-\d{2}-\d{2} 到期/), { timeout: 10_000 });

    const benefits = screen.getByRole('region', { name: '我的权益' });
    await waitFor(() => expect(within(benefits).getAllByRole('listitem')).toHaveLength(5), { timeout: 10_000 });
    expect(benefits).toHaveTextContent('NNPW-5Y9H-P3CV-M7NA');
    expect(benefits).toHaveTextContent('有效期至 2027-11-30');

    const prizes = screen.getByRole('region', { name: '中奖记录' });
    const rows = await within(prizes).findAllByRole('row', {}, { timeout: 10_000 });
    const body = rows.slice(1);
    expect(body).toHaveLength(7);
    const campaigns = new Set(body.map((r) => within(r).getAllByRole('cell')[1]!.textContent));
    expect([...campaigns].sort()).toEqual(['全民GOGO', '暑期狂欢', '活动中心'].sort());
    const times = body.map((r) => within(r).getAllByRole('cell')[3]!.textContent ?? '');
    for (const t of times) expect(t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('one campaign failing leaves the others; the balance failing says so in its own card', async () => {
    await signInThroughSandbox('13800138000');
    server.use(
      mswHttp.get('*/api/gw/activity/national21/lotteryRecord', () => new HttpResponse(null, { status: 500 })),
      mswHttp.get('*/api/gw/nnorder/order/account/balance', () => new HttpResponse(null, { status: 500 })),
    );
    render(<AccountOverview />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'N币余额' })).toHaveTextContent('暂时无法获取'), { timeout: 15_000 });
    const rows = await within(screen.getByRole('region', { name: '中奖记录' })).findAllByRole('row', {}, { timeout: 15_000 });
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).not.toContain('暑期狂欢');
  });

  it('logged out: the login dialog opens and the page asks to sign in', async () => {
    useUserStore.setState({ hydrated: true, user: null });
    render(<AccountOverview />);
    expect(screen.getByRole('heading', { name: '登录后查看个人中心' })).toBeInTheDocument();
    await waitFor(() => expect(selectCurrentModal(useModalStore.getState())).toMatchObject({ name: 'login' }));
  });
});
