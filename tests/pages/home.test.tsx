import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCache } from '@/components/download';
import { useToastStore } from '@/lib/toast';
import HomePage from '@/pages/index';
import { withRouter } from '../layout/router';

vi.mock('@/components/auth', () => ({ useLogout: () => async () => undefined }));

const ok = (retData: unknown) => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData, success: true });
const server = setupServer(
  mswHttp.get('*/api/gw/nn-version/share/channel', () =>
    ok({ '1': { versionName: '5.2.1', url: '' }, '2': { versionName: '5.2.0', url: '/downloads/nn.apk' }, '3': { versionName: '9.1.3.0', url: '/downloads/NNSetup_9.1.3.0.exe' } }),
  ),
  mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', () => ok([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearClientCache();
  useToastStore.setState({ items: [] });
});

describe('home page', () => {
  it('hero: product, slogan, Windows download with version, mobile entries, features', async () => {
    render(withRouter(<HomePage />));
    const hero = screen.getByRole('region', { name: 'NN加速器' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'NN加速器' })).toBeInTheDocument();
    expect(within(hero).getByText('专业游戏网络加速，开黑语音一站搞定')).toBeInTheDocument();
    expect(await within(hero).findByText('版本 V9.1.3.0')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0.exe');
    expect(within(hero).getByRole('link', { name: 'Android 下载' })).toHaveAttribute('href', '/downloads/nn.apk');
    expect(screen.getByRole('heading', { level: 3, name: '智能线路加速' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '开黑语音平台' })).toBeInTheDocument();
  });

  it('a mobile entry without a published URL says 敬请期待！', async () => {
    render(withRouter(<HomePage />));
    await screen.findAllByText('版本 V9.1.3.0');
    await userEvent.click(screen.getByRole('button', { name: 'iOS 下载' }));
    expect(useToastStore.getState().items.map((t) => t.text)).toEqual(['敬请期待！']);
  });
});
