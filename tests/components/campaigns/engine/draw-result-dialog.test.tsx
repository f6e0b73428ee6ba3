import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { connectHttp } from '@/components/app-effects';
import { drawOnce } from '@/components/campaigns';
import DrawResultDialog from '@/components/campaigns/engine/draw-result-dialog';
import type { DrawResultPayload } from '@/components/campaigns/engine/payloads';
import { ACTIVITY_MSG } from '@/lib/activity';
import { CAMPAIGNS, GiftType } from '@/lib/activity-types';
import { gateway } from '@/server/gateway/handler';
import { cst } from '@/sandbox/seed/activity/time';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { siteToken } from '../../../support/activity-calls';
import { gwRequest, useSandboxClock } from '../../../support/sandbox-calls';
import { fakeClipboard, removeClipboard } from '../../../support/clipboard';
import { useSandboxServer } from '../../../support/sandbox-server';
import { buildUser, resetStores } from '../../../support/stores';

useSandboxServer();

const ID = CAMPAIGNS.nnActivity;

/** Pins the sandbox's next prize pick of `ID` (QA control, as e2e does it). */
async function pinSlot(slot: number) {
  const res = await gateway(gwRequest('/__sandbox/draw', { method: 'POST', body: { activityId: ID, slot } }));
  expect(res.status).toBe(200);
}

/** A real draw of the sandbox, as the draw flow turns it into the dialog's payload. */
async function drawPayload(slot: number): Promise<DrawResultPayload> {
  await pinSlot(slot);
  const r = await drawOnce('gift', ID);
  if (!r.win) throw new Error(`slot ${slot} did not win`);
  return { kind: r.prize.type === GiftType.Cdk && r.cdk ? 'cdk' : 'win', prize: r.prize, cdk: r.cdk, recordId: r.recordId, activityId: ID, service: 'gift' };
}

beforeAll(connectHttp);
beforeEach(async () => {
  resetStores();
  useSandboxClock(cst(2026, 11, 22, 10));
  useUserStore.getState().setUser(buildUser({ token: await siteToken() }));
});
afterEach(() => {
  removeClipboard();
});

describe('DrawResultDialog', () => {
  it('a physical win drawn from the sandbox: title, prize, shipping note; 填写收货地址 opens the address dialog for its record', async () => {
    const payload = await drawPayload(0);
    expect(payload.prize?.type).toBe(GiftType.Physical);
    const onClose = vi.fn();
    render(<DrawResultDialog spec={{ name: 'draw-result', ...payload }} onClose={onClose} />);
    expect(await screen.findByText('恭喜您中奖啦！')).toBeInTheDocument();
    expect(screen.getByText(payload.prize!.name)).toBeInTheDocument();
    expect(screen.getByText('实物奖品请填写收货地址，活动结束后 15 个工作日内寄出。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我知道了' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '填写收货地址' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'gift-address', recordId: payload.recordId, activityId: ID, service: 'gift' });
    expect(payload.recordId).toEqual(expect.any(Number));
  });

  it('a CDK win shows the code; 复制 copies it; 我知道了 closes', async () => {
    const writeText = fakeClipboard();
    const prize = { id: 1, name: '电竞会员月卡CDK', type: GiftType.Cdk, image: '/activity/prizes/cdk-month.webp' };
    const onClose = vi.fn();
    render(<DrawResultDialog spec={{ name: 'draw-result', kind: 'cdk', prize, cdk: 'NNCDK-0001' }} onClose={onClose} />);
    expect(await screen.findByLabelText('CDK')).toHaveTextContent('NNCDK-0001');
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NNCDK-0001'));
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['lose', ACTIVITY_MSG.notWon, '别灰心，奖品还在奖池里，下次好运就是你！'],
    ['no-draws', ACTIVITY_MSG.noDraws, '活动期间充值电竞会员即可获得抽奖次数。'],
    ['out-of-window', ACTIVITY_MSG.outOfWindow, '请留意 NN加速器的下一场活动。'],
    ['empty-benefit', ACTIVITY_MSG.noBenefits, '开通或续费电竞会员即可获得会员权益。'],
  ] as const)('%s: SPEC §8 title, its hint, and 我知道了 / 关闭 close', async (kind, title, hint) => {
    const onClose = vi.fn();
    render(<DrawResultDialog spec={{ name: 'draw-result', kind }} onClose={onClose} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
