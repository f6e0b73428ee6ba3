import { act, fireEvent, render, screen } from '@testing-library/react';
import { connectHttp } from '@/components/app-effects';
import { OrderPrizes } from '@/components/commerce/nnpay/order-prizes';
import { cst } from '@/sandbox/seed/activity/time';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { siteToken } from '../../../support/activity-calls';
import { useSandboxClock } from '../../../support/sandbox-calls';
import { useSandboxServer } from '../../../support/sandbox-server';
import { buildUser, resetStores } from '../../../support/stores';

/** /nnpay's 登录后抽奖 (requireLogin): logged out it opens login, and draws once the login succeeds. */

const { requests } = useSandboxServer();

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useSandboxClock(cst(2026, 11, 22, 10));
});

describe('OrderPrizes', () => {
  it('logged out: 登录后抽奖 opens the login dialog and draws nothing', () => {
    render(<OrderPrizes />);
    fireEvent.click(screen.getByRole('button', { name: '登录后抽奖' }));
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    act(() => useModalStore.getState().close());
    expect(requests.some((r) => r.url.includes('luckDraw'))).toBe(false);
    expect(screen.queryByRole('region', { name: '抽奖结果' })).toBeNull();
  });

  it('the draw runs once the login succeeds and its result is shown inline', async () => {
    render(<OrderPrizes />);
    fireEvent.click(screen.getByRole('button', { name: '登录后抽奖' }));
    const token = await siteToken();
    act(() => {
      useUserStore.getState().setUser(buildUser({ token }));
      useModalStore.getState().close();
    });
    expect(await screen.findByRole('region', { name: '抽奖结果' }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('luckDraw'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: '抽奖' })).toBeInTheDocument();
  });
});
