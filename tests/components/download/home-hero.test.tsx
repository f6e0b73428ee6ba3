import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCache, DownloadDefaultsContext, HomeHero } from '@/components/download';
import { useToastStore } from '@/lib/toast';
import { IOS_URL } from '@/sandbox/seed/common';
import { INITIAL_DOWNLOAD, useAppStore } from '@/stores/app-store';
import { useSandboxServer } from '../../support/sandbox-server';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const EXE = '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe';

const { server } = useSandboxServer();
let uaSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  clearClientCache();
  useAppStore.setState({ download: INITIAL_DOWNLOAD });
  useToastStore.setState({ items: [] });
  document.documentElement.removeAttribute('data-device');
});
afterEach(() => uaSpy?.mockRestore());

function renderHero() {
  const { container } = render(
    <DownloadDefaultsContext value={{ href: EXE, versionName: '9.1.3.0' }}>
      <HomeHero />
    </DownloadDefaultsContext>,
  );
  const variant = (name: string) => container.querySelector<HTMLElement>(`#download [data-variant="${name}"]`)!;
  return { phone: variant('phone'), desktop: variant('desktop'), container };
}

describe('HomeHero: the download for the device', () => {
  it('both variants are in the first render: the phone one leads to /download/app and offers no .exe; the desktop one is the Windows package', () => {
    const { phone, desktop, container } = renderHero();
    expect(within(phone).getByRole('link', { name: '下载 NN加速器 App' })).toHaveAttribute('href', '/download/app');
    expect(within(phone).queryAllByRole('link').some((a) => a.getAttribute('href')?.endsWith('.exe'))).toBe(false);
    expect(within(phone).getByRole('button', { name: /发送到电脑/ })).toBeInTheDocument();
    expect(within(desktop).getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', EXE);
    // The phone QR codes sit beside the Windows download, from the first render (no 加载中).
    expect(within(container.querySelector<HTMLElement>('[role="group"][aria-label="手机版下载"]')!).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/download/ios',
      '/download/android',
    ]);
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('on an iPhone the primary button becomes the App Store link once the lookup answers; <html data-device> says phone', async () => {
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { phone } = renderHero();
    expect(document.documentElement.dataset.device).toBe('phone');
    await waitFor(() => expect(within(phone).getByRole('link', { name: 'App Store 下载' })).toHaveAttribute('href', IOS_URL));
  });

  it('敬请期待！ only where the lookup says there is no release', async () => {
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    server.use(
      mswHttp.get('*/api/gw/nn-version/share/channel', () => new HttpResponse(null, { status: 404 })),
      mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/ios', () => new HttpResponse(null, { status: 404 })),
    );
    const { phone } = renderHero();
    const button = await within(phone).findByRole('button', { name: 'App Store 下载' }, { timeout: 5000 });
    await userEvent.click(button);
    expect(useToastStore.getState().items.map((t) => t.text)).toContain('敬请期待！');
  });

  it('发送到电脑: copies the absolute Windows link (no share sheet here)', async () => {
    const write = vi.fn(async () => undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
    const { phone } = renderHero();
    await userEvent.click(within(phone).getByRole('button', { name: /发送到电脑/ }));
    await waitFor(() => expect(write).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/[^/]+\/api\/gw\/__sandbox\/downloads\/NNSetup_9\.1\.3\.0.*\.exe$/)));
    expect(useToastStore.getState().items.map((t) => t.text)).toContain('复制成功!');
  });
});
