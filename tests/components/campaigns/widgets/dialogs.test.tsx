import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectHttp } from '@/components/app-effects';
import BenefitsDialog from '@/components/campaigns/widgets/benefits-dialog';
import { EsportOffers } from '@/components/campaigns/widgets/esport-offers';
import RepurchaseOfferDialog from '@/components/campaigns/widgets/repurchase-offer-dialog';
import type { BenefitRecord, EsportOffer } from '@/lib/activity-types';
import { useToastStore } from '@/lib/toast';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { useMockServer } from '@/tests/support/http';
import { buildUser, resetStores } from '@/tests/support/stores';

const { server, requests } = useMockServer();
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const DAY = 86_400_000;

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  useToastStore.setState({ items: [] });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('BenefitsDialog (activity 10024)', () => {
  it('lists types 3–7, copies a CDK → 复制成功!, asks with the activityId', async () => {
    const list: BenefitRecord[] = [
      { powerType: 7, powerName: '幸运空投·加速时长7天', powerExpireTime: Date.now() + 9 * DAY, cdk: 'NNPW-7' },
      { powerType: 3, powerName: '电竞会员月卡CDK', powerExpireTime: Date.now() + 2 * DAY, cdk: 'NNPW-3' },
    ];
    server.use(http.post('*/activity/userPower/getUserPower', () => ok(list)));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useUserStore.getState().setUser(buildUser());
    render(<BenefitsDialog spec={{ name: 'benefits' }} onClose={() => undefined} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('月卡CDK'), expect.stringContaining('幸运空投')]);
    fireEvent.click(within(items[0]!).getByRole('button', { name: '复制 电竞会员月卡CDK 的 CDK' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NNPW-3'));
    expect(useToastStore.getState().items.map((t) => t.text)).toContain('复制成功!');
    const call = requests.find((r) => r.url.includes('getUserPower'))!;
    expect(call.headers.get('activityId')).toBe('10024');
    expect(call.headers.get('token')).toBe('tok-123');
  });

  it('an empty list says 权益为空', async () => {
    server.use(http.post('*/activity/userPower/getUserPower', () => ok([])));
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
    let given = 0;
    server.use(http.get('*/activity/activity/gift/validOrderGiveDraw', () => ok({ given, remain: given })));
    useUserStore.getState().setUser(buildUser());
    render(<EsportOffers activityId={10051} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'membership' }));
    given = 1; // paid in the membership dialog
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'purchase-success', packageName: '电竞会员年卡', gifts }));
  });

  it('closing the membership dialog without paying shows nothing', async () => {
    server.use(http.get('*/activity/activity/gift/validOrderGiveDraw', () => ok({ given: 0, remain: 0 })));
    useUserStore.getState().setUser(buildUser());
    render(<EsportOffers activityId={10051} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'membership' }));
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(requests.filter((r) => r.url.includes('validOrderGiveDraw'))).toHaveLength(2));
    expect(useModalStore.getState().current).toBeNull();
  });

  it('a returning buyer is offered the renewal price first', async () => {
    server.use(http.get('*/activity/activity/gift/validOrderGiveDraw', () => ok({ given: 0, remain: 1 })));
    useUserStore.getState().setUser(buildUser());
    render(<EsportOffers activityId={10051} offers={offers} gifts={gifts} />);
    fireEvent.click(screen.getByRole('button', { name: '开通电竞会员年卡' }));
    await waitFor(() => expect(useModalStore.getState().current).toMatchObject({ name: 'repurchase-offer', priceText: '198.00', originalText: '360.00' }));
    const spec = useModalStore.getState().current as { onAccept(): void };
    act(() => spec.onAccept());
    expect(useModalStore.getState().current).toMatchObject({ name: 'membership' });
  });
});
