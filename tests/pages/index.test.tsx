import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCache } from '@/components/download';
import type { HomeData } from '@/components/home';
import { resetSdkForTests } from '@/lib/analytics/sdk';
import { INITIAL_DOWNLOAD, useAppStore } from '@/stores/app-store';
import { useToastStore } from '@/lib/toast';
import HomePage from '@/pages/index';
import { withRouter } from '../support/router';

vi.mock('@/components/auth', () => ({ useLogout: () => async () => undefined }));

const ok = (retData: unknown) => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData, success: true });
const server = setupServer(
  mswHttp.get('*/api/gw/nn-version/share/channel', () =>
    ok({ '1': { versionName: '5.2.1', url: '' }, '2': { versionName: '5.2.0', url: '/downloads/nn.apk' }, '3': { versionName: '9.1.3.0', url: '/downloads/NNSetup_9.1.3.0.exe' } }),
  ),
  mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', () => ok([])),
  mswHttp.post('*/api/gw/speed/channel/package', () => ok({ channel: 'guanwang', versionName: '9.1.3.0', downloadUrl: '/downloads/NNSetup_9.1.3.0_guanwang.exe' })),
  mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/:key', ({ params }) => ok(params.key === 'android' ? '/downloads/nn.apk' : '')),
);

const DATA: HomeData = {
  banners: [{ id: 1, title: '智能选点 2.0 上线', image: '/covers/banner-update.svg', href: '/news/10001.html' }],
  news: [{ id: 10001, title: '9.1 版本更新说明', summary: '智能选点升级', cover: '/covers/news-update.svg', publishTime: 1_700_000_000_000, href: '/news/10001.html' }],
  guides: [{ id: 20001, title: '绝地求生降低延迟攻略', summary: '三步设置', cover: '', publishTime: 1_700_000_000_000, href: '/gl/20001.html' }],
  games: [{ gameId: 101, gameName: '绝地求生', cover: '/games/101-cover.svg', platform: 'pc', score: 9.1, href: '/yxxz/pc/101.html' }],
  download: { href: '/downloads/NNSetup_9.1.3.0.exe', versionName: '9.1.3.0' },
};
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearClientCache();
  resetSdkForTests(async () => ({ init: () => undefined, track: () => undefined }));
  useAppStore.setState({ download: INITIAL_DOWNLOAD });
  useToastStore.setState({ items: [] });
});

describe('home page', () => {
  it('hero: product, slogan, Windows download with version, mobile entries, features', async () => {
    render(withRouter(<HomePage data={DATA} />));
    const hero = screen.getByRole('region', { name: 'NN加速器' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'NN加速器' })).toBeInTheDocument();
    expect(within(hero).getByText('专业游戏网络加速，开黑语音一站搞定')).toBeInTheDocument();
    // SPEC §1: the Windows client runs on Windows 7/8/10.
    expect(within(hero).getByText(/支持 Windows 7\/8\/10。/)).toBeInTheDocument();
    expect(hero).not.toHaveTextContent('7/8/10/11');
    expect(await within(hero).findByText('版本 V9.1.3.0')).toBeInTheDocument();
    // The links are there from the first paint (the site's /download/<platform> and the build's
    // package); once the visit's lookup has answered they point at the packages themselves.
    await waitFor(() => {
      expect(within(hero).getByRole('link', { name: 'Android 下载' })).toHaveAttribute('href', '/downloads/nn.apk');
      expect(within(hero).getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0_guanwang.exe');
    });
    expect(screen.getByRole('heading', { level: 3, name: '网游加速器' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '开黑语音平台' })).toBeInTheDocument();
  });

  it('first paint (and no JavaScript): the build-time link and version', () => {
    render(withRouter(<HomePage data={DATA} />));
    const hero = screen.getByRole('region', { name: 'NN加速器' });
    expect(within(hero).getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0.exe');
    expect(within(hero).getByText('版本 V9.1.3.0')).toBeInTheDocument();
  });

  it('teasers, banners, shelf and membership link', () => {
    render(withRouter(<HomePage data={DATA} />));
    expect(screen.getByRole('link', { name: /9\.1 版本更新说明/ })).toHaveAttribute('href', '/news/10001.html');
    expect(screen.getByRole('link', { name: /绝地求生降低延迟攻略/ })).toHaveAttribute('href', '/gl/20001.html');
    expect(screen.getByRole('link', { name: /智能选点 2\.0 上线/ })).toHaveAttribute('href', '/news/10001.html');
    expect(screen.getByRole('link', { name: /绝地求生\s*端游/ })).toHaveAttribute('href', '/yxxz/pc/101.html');
    expect(screen.getByRole('link', { name: '立即开通' })).toHaveAttribute('href', '/nnpay');
  });

  it('a mobile entry without a usable URL warns 敬请期待！', async () => {
    render(withRouter(<HomePage data={DATA} />));
    await userEvent.click(await screen.findByRole('button', { name: 'iOS 下载' }));
    expect(useToastStore.getState().items.map((t) => [t.type, t.text])).toEqual([['warning', '敬请期待！']]);
  });
});
