import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectHttp } from '@/components/app-effects';
import { useAccountStore } from '@/components/commerce/account-store';
import MembershipDialog from '@/components/commerce/membership-dialog';
import { PACKAGES_FAILED } from '@/components/commerce/use-membership';
import { useToastStore } from '@/lib/toast';
import { listEsportPackages } from '@/services/order';
import { useModalStore } from '@/stores/modal-store';
import { useMinimalAnswers } from '../../support/minimal-answers';
import { useSandboxServer } from '../../support/sandbox-server';
import { sandboxOrders, signInThroughSandbox } from '../../support/sandbox-session';
import { resetStores } from '../../support/stores';

const { server, requests } = useSandboxServer();
// The purchase flow on the least answers the contract (contracts/orders.ts) allows.
useMinimalAnswers(server);

const RICH = '13800138000';

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useAccountStore.setState(useAccountStore.getInitialState(), true);
  useToastStore.setState({ items: [] });
});

function openDialog(dbId?: number) {
  const onClose = vi.fn(() => useModalStore.getState().close());
  useModalStore.getState().open({ name: 'membership', dbId });
  render(<MembershipDialog spec={{ name: 'membership', dbId }} onClose={onClose} />);
  return onClose;
}

describe('MembershipDialog', () => {
  it("lists the sandbox's packages in display order; nothing is ordered until the terms switch is on, then a QR for the first package", { timeout: 30_000 }, async () => {
    await signInThroughSandbox(RICH);
    openDialog();
    expect(screen.getByText('开通电竞会员')).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio', {}, { timeout: 5000 });
    expect(radios.map((r) => r.textContent)).toEqual(
      ['年卡会员', '季卡会员', '连续包月', '月卡会员', '双周卡', '7天体验卡'].map((name) => expect.stringContaining(name)),
    );
    expect(radios[0]).toHaveTextContent('¥198.00');
    expect(screen.getByText(/充值账号：电竞小王/)).toBeInTheDocument();
    expect(screen.getByText('请先打开上方开关，同意《会员服务协议》后选择套餐')).toBeInTheDocument();
    expect(screen.getByTestId('membership-content')).toHaveAttribute('aria-disabled', 'true');
    // Past the 400 ms selection debounce: still no order.
    await new Promise((r) => setTimeout(r, 600));
    expect(requests.some((r) => r.url.includes('/order/create'))).toBe(false);
    expect(await sandboxOrders(RICH)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: '同意会员服务协议' }));
    expect(screen.getByTestId('membership-content')).toHaveAttribute('aria-disabled', 'false');
    const qr = await screen.findByLabelText('支付二维码', {}, { timeout: 5000 });
    expect(qr.getAttribute('data-pay-url')).toMatch(/^http/);
    expect((await sandboxOrders(RICH)).map((o) => o.actualCents)).toEqual([19800]);
    // SPEC §7: pay sends orderNo, the aggregate pay type and the account the order credits.
    const pay = requests.find((r) => r.url.includes('/unified/order/pay'))!;
    expect(await pay.clone().json()).toEqual({ orderNo: expect.stringMatching(/\S/), payType: 8, targetAccount: RICH });
  });

  it('a dbId from the page preselects its package', async () => {
    await signInThroughSandbox(RICH);
    const { list } = await listEsportPackages();
    const season = list.find((p) => p.esportComboName === '季卡会员')!;
    openDialog(season.dbId);
    const picked = await screen.findByRole('radio', { checked: true }, { timeout: 5000 });
    expect(picked).toHaveTextContent('季卡会员');
  });

  it('the package list failing (fault) shows 获取电竞会员套餐失败! and 暂无可购买的套餐', async () => {
    await signInThroughSandbox(RICH);
    server.use(http.post('*/api/gw/nnorder/order/eSport/findAllESport', () => HttpResponse.json({ retCode: '500', retMsg: 'boom', success: false })));
    openDialog();
    expect(await screen.findByText('暂无可购买的套餐', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(useToastStore.getState().items.map((t) => t.text)).toContain(PACKAGES_FAILED);
  });
});
