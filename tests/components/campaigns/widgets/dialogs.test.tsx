// Behaviour across files: the widgets' purchase dialogs and offers against the sandbox (components/campaigns/widgets/benefits-dialog.tsx, repurchase-offer-dialog.tsx, esport-offers.tsx).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { connectHttp } from '@/components/app-effects';
import BenefitsDialog from '@/components/campaigns/widgets/benefits-dialog';
import { EsportOffers } from '@/components/campaigns/widgets/esport-offers';
import RepurchaseOfferDialog from '@/components/campaigns/widgets/repurchase-offer-dialog';
import { CAMPAIGNS, type EsportOffer } from '@/lib/activity-types';
import { OrderType, PayMode } from '@/lib/constants';
import { useToastStore } from '@/lib/toast';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { call, post } from '@/tests/support/sandbox-calls';
import { fakeClipboard, removeClipboard } from '@/tests/support/clipboard';
import { useSandboxServer } from '@/tests/support/sandbox-server';
import { signInThroughSandbox } from '@/tests/support/sandbox-session';
import { resetStores } from '@/tests/support/stores';

/** Against the sandbox: its seeded benefits, and orders paid with N coins that the activity credits. */
const { requests } = useSandboxServer();
const RICH = '13800138000'; // the seeded benefits (types 3–7); 1280 N coins
const NIGHT = '13900139000'; // no benefits, no orders

const token = () => useUserStore.getState().user!.token;
/** A membership order paid with N coins (as the membership dialog would), through the gateway directly. */
async function payWithCoins(key: string) {
  const body = { orderType: OrderType.SpeedVip, consumerType: PayMode.NnCoin, goodsId: 1002, actualAmount: 0, nbAmount: 580, targetAccount: '', idempotencyKey: key };
  expect((await post('/nnorder/unified/order/create', body, { token: token() })).retCode).toBe('100');
}
/** The activity's own credit of paid orders (what the offers ask after the dialog closes). */
const creditOrders = async (activityId: number) =>
  (await call('/activity/activity/gift/validOrderGiveDraw', { headers: { token: token(), activityId: String(activityId) } })).body as unknown as { data: unknown };

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useToastStore.setState({ items: [] });
});
afterEach(removeClipboard);

describe('BenefitsDialog (activity 10024)', () => {
  it('lists types 3–7, copies a CDK → 复制成功!, asks with the activityId', async () => {
    const writeText = fakeClipboard();
    await signInThroughSandbox(RICH);
    render(<BenefitsDialog spec={{ name: 'benefits' }} onClose={() => undefined} />);
    const items = await screen.findAllByRole('listitem');
    // Soonest expiry first: the year card (seeded to expire last) comes after types 6 and 7.
    expect(items.map((i) => i.textContent)).toEqual(['月卡CDK', '季卡CDK', '宝箱', '幸运空投', '年卡CDK'].map((t) => expect.stringContaining(t)));
    fireEvent.click(within(items[0]!).getByRole('button', { name: '复制 电竞会员月卡CDK 的 CDK' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NNPW-3M7Q-K8ZL-2D9X'));
    expect(useToastStore.getState().items.map((t) => t.text)).toContain('复制成功!');
    const call = requests.find((r) => r.url.includes('getUserPower'))!;
    expect(call.headers.get('activityId')).toBe(String(CAMPAIGNS.benefits));
    expect(call.headers.get('token')).toBe(token());
  });

  it('an empty list says 权益为空', async () => {
    await signInThroughSandbox(NIGHT);
    render(<BenefitsDialog spec={{ name: 'benefits' }} onClose={() => undefined} />);
    expect(await screen.findByText('权益为空')).toBeInTheDocument();
  });
});

describe('RepurchaseOfferDialog', () => {
  it('立即续费 closes and accepts; 暂不需要 only closes', () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    const spec = { name: 'repurchase-offer', packageName: '电竞会员年卡', priceText: '198.00', originalText: '360.00', onAccept } as const;
    const { unmount } = render(<RepurchaseOfferDialog spec={spec} onClose={onClose} />);
    expect(screen.getByText(/老用户续费「电竞会员年卡」/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '暂不需要' }));
    expect(onAccept).not.toHaveBeenCalled();
    unmount();
    render(<RepurchaseOfferDialog spec={spec} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '立即续费' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('EsportOffers (/sem)', () => {
  const offers: EsportOffer[] = [{ id: 51003, esportComboName: '电竞会员年卡', esportComboDay: 365, preferentialPrice: 198, originalPrice: 360, tag: '' }];
  const gifts = [{ giftId: 1, giftName: '加速时长1天', giftType: 2 as const, image: '', desc: '开通即赠' }];

  it('a visitor is asked to log in', () => {
    render(<EsportOffers activityId={10051} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'login' });
  });

  it('a first buyer gets the membership dialog, then 购买成功 once a paid order is credited', async () => {
    await signInThroughSandbox(RICH);
    render(<EsportOffers activityId={CAMPAIGNS.sem} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'membership' }));
    await payWithCoins('esport first buy'); // paid in the membership dialog
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'purchase-success', packageName: '电竞会员年卡', gifts }));
  });

  it('closing the membership dialog without paying shows nothing', async () => {
    await signInThroughSandbox(NIGHT);
    render(<EsportOffers activityId={CAMPAIGNS.sem} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'membership' }));
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(requests.filter((r) => r.url.includes('validOrderGiveDraw'))).toHaveLength(2));
    expect(useModalStore.getState().current).toBeNull();
  });

  it('a returning buyer is offered the renewal price first', async () => {
    // Bought once before: the order was credited, its draw is still there (given 0, remain 1).
    await signInThroughSandbox(RICH);
    await payWithCoins('esport earlier buy');
    expect((await creditOrders(CAMPAIGNS.sem)).data).toMatchObject({ given: 1, remain: 1 });
    render(<EsportOffers activityId={CAMPAIGNS.sem} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'repurchase-offer', priceText: '198.00', originalText: '360.00' }));
    const spec = useModalStore.getState().current as { onAccept(): void };
    act(() => spec.onAccept());
    expect(useModalStore.getState().current).toMatchObject({ name: 'membership' });
  });
});
