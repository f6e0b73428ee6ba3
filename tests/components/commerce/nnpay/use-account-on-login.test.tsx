import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useAccountStore } from '@/components/commerce/account-store';
import { DayCount, DetailModal } from '@/components/commerce/nnpay';
import { flushAfterLoad, resetAfterLoadForTests } from '@/lib/after-load';
import { MEMBERSHIP_PROBE_SERVER_ID } from '@/lib/order-types';
import { useSandboxServer } from '../../../support/sandbox-server';
import { signInThroughSandbox } from '../../../support/sandbox-session';
import { resetStores } from '../../../support/stores';
import { useUserStore } from '@/stores/user-store';

/** /nnpay's looked-up numbers: the coin rate in its benefit text, the membership of the game the visitor came from. */

const { server, requests } = useSandboxServer();

beforeEach(() => {
  resetStores();
  useAccountStore.setState(useAccountStore.getInitialState(), true);
  window.history.replaceState(null, '', '/nnpay');
});

/** The settlement answers 100 coins = 20 yuan: 5 coins per yuan. */
function rateOfFive() {
  server.use(http.post('*/nnorder/amount/settlement/rmb', () => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData: 20, success: true })));
}

const vipCalls = async () =>
  Promise.all(requests.filter((r) => r.url.includes('/sgame/index/qryUserVipInfo')).map(async (r) => ((await r.clone().json()) as { serverId: number }).serverId));

/** A visitor (not logged in, the store hydrated) looking at 剩余天数 and 会员权益说明; the rate lookup answers 5. */
function renderForVisitorAtRateFive() {
  rateOfFive();
  useUserStore.setState({ hydrated: true });
  render(
    <>
      <DayCount />
      <DetailModal />
    </>,
  );
}

describe('/nnpay account parts', () => {
  it('the benefit text shows the rate the page looked up, also for a visitor', async () => {
    renderForVisitorAtRateFive();
    await waitFor(() => expect(useAccountStore.getState().rate).toBe(5), { timeout: 10_000 });
    expect(screen.getByText(/N币可按 1元 = 5 N币 抵扣会员费用/)).toBeInTheDocument();
  });

  it("a visitor's rate waits for the page's deferred work; the page's parts then share one lookup", async () => {
    resetAfterLoadForTests(); // a page that has just hydrated
    renderForVisitorAtRateFive();
    // Both parts that read the account mount (DayCount here, LoginHeader on the page: the same hook twice).
    render(<DayCount />);
    await new Promise((r) => setTimeout(r, 50));
    const rateCalls = () => requests.filter((r) => r.url.includes('/nnorder/amount/settlement/rmb')).length;
    expect(rateCalls()).toBe(0);
    expect(screen.getByText(/N币可按 1元 = 10 N币 抵扣会员费用/)).toBeInTheDocument();
    // The first pointer on the page (on its way to 查看会员权益说明) starts the deferred work.
    act(() => fireEvent.pointerDown(screen.getByRole('button', { name: '查看会员权益说明' })));
    await waitFor(() => expect(useAccountStore.getState().rate).toBe(5), { timeout: 10_000 });
    expect(rateCalls()).toBe(1);
    expect(screen.getByText(/N币可按 1元 = 5 N币 抵扣会员费用/)).toBeInTheDocument();
    flushAfterLoad();
  });

  it('the membership end is looked up for the game in ?serverId=, else the probe server', async () => {
    await signInThroughSandbox('13800138000');
    window.history.replaceState(null, '', '/nnpay?serverId=10235');
    const { unmount } = render(<DayCount />);
    await waitFor(async () => expect(await vipCalls()).toEqual([10235]));
    unmount();
    requests.length = 0;
    window.history.replaceState(null, '', '/nnpay?serverId=abc');
    render(<DayCount />);
    await waitFor(async () => expect(await vipCalls()).toEqual([MEMBERSHIP_PROBE_SERVER_ID]));
  });
});
