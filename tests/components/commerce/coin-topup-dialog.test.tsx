import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { connectHttp } from '@/components/app-effects';
import { useAccountStore } from '@/components/commerce/account-store';
import { CUSTOM_CAP_TEXT } from '@/components/commerce/coin-packages';
import CoinTopupDialog from '@/components/commerce/coin-topup-dialog';
import { COIN_PACKAGES_FAILED } from '@/components/commerce/messages';
import { useToastStore } from '@/lib/toast';
import { useModalStore } from '@/stores/modal-store';
import { useSandboxServer } from '../../support/sandbox-server';
import { sandboxOrders, signInThroughSandbox } from '../../support/sandbox-session';
import { resetStores } from '../../support/stores';

const { server, requests } = useSandboxServer();

const RICH = '13800138000'; // 1280 N币
const POOR = '13700137000'; // 0 N币

function openDialog() {
  const onClose = vi.fn(() => useModalStore.getState().close());
  useModalStore.getState().open({ name: 'coin-topup' });
  render(<CoinTopupDialog spec={{ name: 'coin-topup' }} onClose={onClose} />);
  return onClose;
}

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useAccountStore.setState(useAccountStore.getInitialState(), true);
  useToastStore.setState({ items: [] });
});

describe('CoinTopupDialog', () => {
  it("shows the wallet and the sandbox's packages (first one chosen); no order until 立即充值, then a QR for the chosen package", { timeout: 30_000 }, async () => {
    await signInThroughSandbox(RICH);
    openDialog();
    expect(await screen.findByTestId('coin-balance', {}, { timeout: 5000 })).toHaveTextContent('N币');
    await waitFor(() => expect(screen.getByTestId('coin-balance')).toHaveTextContent(/当前余额 1,?280 N币（≈ ¥128\.00）/));
    const group = await screen.findByRole('radiogroup', { name: 'N币套餐' }, { timeout: 5000 });
    const first = within(group).getAllByRole('radio')[0]!;
    expect(first).toHaveTextContent('60 N币');
    expect(first).toHaveTextContent('¥6.00');
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('兑换比例：1元 = 10 N币')).toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: /680 N币/ }));
    expect(screen.getByText(/应付金额/)).toHaveTextContent('¥68.00');
    await new Promise((r) => setTimeout(r, 500));
    expect(requests.some((r) => r.url.includes('/order/create'))).toBe(false);
    expect(await sandboxOrders(RICH)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    const qr = await screen.findByLabelText('支付二维码', {}, { timeout: 5000 });
    expect(qr.getAttribute('data-pay-url')).toMatch(/^http/);
    expect((await sandboxOrders(RICH)).map((o) => o.actualCents)).toEqual([6800]);
  });

  it('a custom amount is priced at the rate and ordered as that many coins', async () => {
    await signInThroughSandbox(POOR);
    openDialog();
    await waitFor(() => expect(screen.getByTestId('coin-balance')).toHaveTextContent('当前余额 0 N币（≈ ¥0.00）'));
    const custom = await screen.findByRole('textbox', { name: '自定义N币数量' }, { timeout: 5000 });
    fireEvent.focus(custom);
    fireEvent.change(custom, { target: { value: '15' } });
    expect(screen.getByRole('radio', { name: '自定义' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/应付金额/)).toHaveTextContent('¥1.50');
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await screen.findByLabelText('支付二维码', {}, { timeout: 5000 });
    expect((await sandboxOrders(POOR)).map((o) => o.actualCents)).toEqual([150]);
  });

  it('the custom entry starts empty (placeholder 10): typing 66 buys 66 N币; more than 9999 stops there and says why', async () => {
    await signInThroughSandbox(POOR);
    openDialog();
    const custom = await screen.findByRole('textbox', { name: '自定义N币数量' }, { timeout: 5000 });
    expect(custom).toHaveValue('');
    expect(custom).toHaveAttribute('placeholder', '10');
    await userEvent.click(custom);
    await userEvent.type(custom, '66');
    expect(custom).toHaveValue('66');
    expect(screen.getByText(/应付金额/)).toHaveTextContent('¥6.60');
    expect(screen.queryByText(CUSTOM_CAP_TEXT)).toBeNull();
    await userEvent.type(custom, '12345');
    expect(custom).toHaveValue('9999');
    expect(screen.getByText(CUSTOM_CAP_TEXT)).toHaveAttribute('role', 'status');
    await userEvent.clear(custom);
    await userEvent.type(custom, '66');
    expect(screen.queryByText(CUSTOM_CAP_TEXT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await screen.findByLabelText('支付二维码', {}, { timeout: 5000 });
    expect((await sandboxOrders(POOR)).map((o) => o.actualCents)).toEqual([660]);
    const create = requests.find((r) => r.url.includes('/order/create'))!;
    expect(await create.clone().json()).toMatchObject({ nnAmount: 66 });
  });

  it('the package list failing (fault) shows 获取N币套餐失败! and stops loading', async () => {
    await signInThroughSandbox(RICH);
    server.use(http.post('*/api/gw/nnorder/recharge/config/find', () => HttpResponse.json({ retCode: '500', retMsg: 'boom', success: false })));
    openDialog();
    await waitFor(() => expect(useToastStore.getState().items.map((t) => t.text)).toContain(COIN_PACKAGES_FAILED));
    expect(screen.queryByText('正在加载套餐…')).toBeNull();
  });
});
