import { render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
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

/**
 * An iPhone (whose variant asks for the download lookup at once; a desktop asks after load or at
 * the first interaction) against a backend that has no iOS release.
 */
function onIphoneWithoutIosRelease() {
  uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  server.use(
    mswHttp.get('*/api/gw/nn-version/share/channel', () => new HttpResponse(null, { status: 404 })),
    mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/ios', () => new HttpResponse(null, { status: 404 })),
  );
}

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

  it("the phone QR codes are the static files of the site's download addresses: nothing is encoded while the page hydrates", () => {
    const { container } = renderHero();
    const group = within(container.querySelector<HTMLElement>('[role="group"][aria-label="手机版下载"]')!);
    expect(group.getByRole('img', { name: 'iOS 版下载二维码' })).toHaveAttribute('src', '/images/qr/download-ios.svg');
    expect(group.getByRole('img', { name: 'Android 版下载二维码' })).toHaveAttribute('src', '/images/qr/download-android.svg');
    expect(container.querySelector('[aria-label="手机版下载"] svg')).toBeNull();
  });

  it('暂未开放 in place of a QR code once the lookup says that platform has no release; the other keeps its code', async () => {
    onIphoneWithoutIosRelease();
    const { container } = renderHero();
    const group = within(container.querySelector<HTMLElement>('[role="group"][aria-label="手机版下载"]')!);
    expect(group.getByRole('img', { name: 'iOS 版下载二维码' })).toBeInTheDocument();
    await waitFor(() => expect(group.getByText('暂未开放')).toBeInTheDocument(), { timeout: 5000 });
    expect(group.queryByRole('img', { name: 'iOS 版下载二维码' })).toBeNull();
    expect(group.getByRole('img', { name: 'Android 版下载二维码' })).toBeInTheDocument();
  });

  it('on an iPhone the primary button becomes the App Store link once the lookup answers; <html data-device> says phone', async () => {
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { phone } = renderHero();
    expect(document.documentElement.dataset.device).toBe('phone');
    await waitFor(() => expect(within(phone).getByRole('link', { name: 'App Store 下载' })).toHaveAttribute('href', IOS_URL));
  });

  it('敬请期待！ only where the lookup says there is no release', async () => {
    onIphoneWithoutIosRelease();
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

describe('HomeHero: the client mock-up', () => {
  const SRC = '/images/hero/client-window.webp';
  const ALT = 'NN加速器客户端：经智能节点加速，延迟从 186ms 降到 32ms，丢包 0%，开黑语音房 4 人在线';
  const SOURCE = 'images/hero/client-window.svg';
  const svg = () => readFileSync(resolve(process.cwd(), 'public', SOURCE), 'utf8');

  it('a plain <img> with its alt and its box reserved (width/height), eager and high priority, decoded off the main thread', () => {
    renderHero();
    const img = screen.getByRole('img', { name: ALT });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', SRC);
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it('outside the download area and outside the device variants: one picture for both, #download keeps only the download', () => {
    const { container } = renderHero();
    const img = screen.getByRole('img', { name: ALT });
    expect(img.closest('#download')).toBeNull();
    expect(img.closest('[data-variant]')).toBeNull();
    expect(container.querySelectorAll('img:not([src^="/images/qr/"])')).toHaveLength(1);
    expect(container.querySelectorAll('#download [data-variant]')).toHaveLength(2);
    // The phone QR group sits with the picture, in the desktop variant only.
    expect(container.querySelector('[role="group"][aria-label="手机版下载"]')!.closest('[data-variant]')).toHaveAttribute('data-variant', 'desktop');
  });

  it('in the server HTML as it is: no script, no client render needed to show it', () => {
    const markup = renderToStaticMarkup(
      <DownloadDefaultsContext value={{ href: EXE, versionName: '9.1.3.0' }}>
        <HomeHero />
      </DownloadDefaultsContext>,
    );
    const tag = (markup.match(/<img [^>]*>/g) ?? []).filter((t) => !t.includes('src="/images/qr/'));
    expect(tag).toHaveLength(1);
    expect(tag[0]).toContain(`src="${SRC}"`);
    expect(tag[0]).toContain(`alt="${ALT}"`);
    expect(tag[0]).toMatch(/width="560" height="400"/);
    expect(markup).not.toContain('<script');
  });

  it('the picture served: a WebP of the artwork at twice the <img> size (sharp at DPR 2), under 64 KB', () => {
    const file = readFileSync(resolve(process.cwd(), 'public', SRC.slice(1)));
    expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(file.length).toBeLessThanOrEqual(64 * 1024);
    expect(webpSize(file)).toEqual({ width: 1120, height: 800 });
  });

  it('the artwork: a small self-contained SVG drawn at the <img> size, CJK text with a fallback font stack', () => {
    expect(statSync(resolve(process.cwd(), 'public', SOURCE)).size).toBeLessThanOrEqual(25 * 1024);
    const text = svg();
    const root = text.match(/<svg [^>]*>/)![0];
    expect(root).toContain('width="560"');
    expect(root).toContain('height="400"');
    expect(root).toContain('viewBox="0 0 560 400"');
    // Nothing to run or fetch: no script, no handlers, no embedded HTML, no external files or fonts.
    expect(text).not.toMatch(/<script|<foreignObject|<image|\son[a-z]+=|@import|url\((?!#)|(?:xlink:)?href="(?!#)/i);
    expect(text).toMatch(/text\{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif/);
    // What the alt promises is drawn.
    for (const words of ['加速前', '186ms', '加速后', '32ms', '丢包', '>0<', '智能节点', '游戏服务器', '我的电脑', '停止加速', '已加速', '01:23:45', '开黑语音房', 'NN加速器']) {
      expect(text).toContain(words);
    }
  });
});

/** A WebP's canvas size from its header (VP8X extended, VP8L lossless or VP8 lossy). */
function webpSize(file: Buffer): { width: number; height: number } {
  const format = file.subarray(12, 16).toString('latin1');
  if (format === 'VP8X') return { width: 1 + file.readUIntLE(24, 3), height: 1 + file.readUIntLE(27, 3) };
  if (format === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
}
