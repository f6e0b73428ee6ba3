import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCache, DownloadButton } from '@/components/download';
import { resetAfterLoadForTests } from '@/lib/after-load';
import { loadSdkNow, resetSdkForTests } from '@/lib/analytics/sdk';
import { useToastStore } from '@/lib/toast';
import { INITIAL_DOWNLOAD, useAppStore } from '@/stores/app-store';

const EDGE_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const ok = (retData: unknown) => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData, success: true });
let switchValue = '1';
let versionsFail = false;
const packageChannels: string[] = [];

const server = setupServer(
  mswHttp.get('*/api/gw/nn-version/share/channel', () =>
    versionsFail ? new HttpResponse('oops', { status: 500 }) : ok({ '3': { versionName: '9.1.3.0', url: '/downloads/NNSetup_9.1.3.0.exe' } }),
  ),
  mswHttp.get('*/api/gw/speed/user/dict/edge_switch', () => ok([{ value: switchValue, text: 'edge_Judgment_switch' }])),
  mswHttp.post('*/api/gw/speed/channel/package', async ({ request }) => {
    const { channel } = (await request.json()) as { channel: string };
    packageChannels.push(channel);
    return ok({ channel, versionName: '9.1.3.0', downloadUrl: `/downloads/NNSetup_9.1.3.0_${channel}.exe` });
  }),
  mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/:key', () => ok('')),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const sent: { event: string; properties: Record<string, unknown> }[] = [];
let uaSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  clearClientCache();
  useAppStore.setState({ download: INITIAL_DOWNLOAD });
  useToastStore.setState({ items: [] });
  window.sessionStorage.clear();
  sent.length = 0;
  packageChannels.length = 0;
  switchValue = '1';
  versionsFail = false;
  resetSdkForTests(async () => ({ init: () => undefined, track: (event, properties) => void sent.push({ event, properties: properties as Record<string, unknown> }) }));
});
afterEach(() => {
  uaSpy?.mockRestore();
  window.history.replaceState(null, '', '/');
});

const link = () => screen.getByRole('link', { name: /免费下载 Windows 版/ });
const noNavigation = (e: Event) => e.preventDefault();

describe('DownloadButton: channel, Edge and the download event', () => {
  it('?from=bilibili → that channel package; a click records download with the channel', async () => {
    window.history.replaceState(null, '', '/?from=bilibili');
    render(<DownloadButton />);
    await waitFor(() => expect(link()).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0_bilibili.exe'));
    document.addEventListener('click', noNavigation);
    await userEvent.click(link());
    document.removeEventListener('click', noNavigation);
    await loadSdkNow();
    const downloads = sent.filter((e) => e.event === 'download');
    expect(downloads).toEqual([{ event: 'download', properties: expect.objectContaining({ channel: 'bilibili', package_channel: 'bilibili', position: 'page' }) }]);
    // The button's effect runs before _app's: it must record the channel before session_referrer.
    expect(sent.find((e) => e.event === 'session_referrer')?.properties).toMatchObject({ channel: 'bilibili' });
    expect(sent.some((e) => e.event === 'download_edge')).toBe(false);
  });

  it('a click before the page has settled waits for the visit\'s package, then downloads it once', async () => {
    resetAfterLoadForTests(); // a fresh page: the package lookup is still deferred
    server.use(
      mswHttp.post('*/api/gw/speed/channel/package', async ({ request }) => {
        const { channel } = (await request.json()) as { channel: string };
        packageChannels.push(channel);
        await new Promise((r) => setTimeout(r, 400)); // still answering when the click lands
        return ok({ channel, versionName: '9.1.3.0', downloadUrl: `/downloads/NNSetup_9.1.3.0_${channel}.exe` });
      }),
    );
    window.history.replaceState(null, '', '/?from=bilibili');
    render(<DownloadButton />);
    expect(packageChannels).toEqual([]);
    expect(link()).toHaveAttribute('href', expect.not.stringContaining('bilibili'));
    // After React's handler (document, bubbling): was the click held back, and which href did it carry?
    const followed: string[] = [];
    const record = (e: Event) => {
      const a = (e.target as HTMLElement).closest('a');
      if (a) followed.push(`${e.defaultPrevented ? 'held' : 'go'}:${a.getAttribute('href')}`);
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', record);
    // userEvent's pointerdown is the first interaction: it starts the lookup; the click waits for it.
    await userEvent.click(link());
    await waitFor(() => expect(followed).toContain('go:/downloads/NNSetup_9.1.3.0_bilibili.exe'));
    expect(followed[0]).toMatch(/^held:/);
    expect(followed.filter((f) => f.startsWith('go:'))).toEqual(['go:/downloads/NNSetup_9.1.3.0_bilibili.exe']);
    document.removeEventListener('click', record);
    expect(packageChannels).toEqual(['bilibili']);
    await loadSdkNow();
    expect(sent.filter((e) => e.event === 'download')).toHaveLength(1);
    expect(sent.find((e) => e.event === 'download')?.properties).toMatchObject({ package_channel: 'bilibili' });
  });

  it('Edge + switch "1" → edge package and the extra edge event', async () => {
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(EDGE_UA);
    render(<DownloadButton />);
    await waitFor(() => expect(link()).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0_edge.exe'));
    document.addEventListener('click', noNavigation);
    await userEvent.click(link());
    document.removeEventListener('click', noNavigation);
    await loadSdkNow();
    expect(sent.filter((e) => e.event.startsWith('download')).map((e) => [e.event, e.properties.channel, e.properties.package_channel])).toEqual([
      ['download', 'guanwang', 'edge'],
      ['download_edge', 'guanwang', 'edge'],
    ]);
  });

  it('Edge + switch "0" → the source channel package, no edge event', async () => {
    switchValue = '0';
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(EDGE_UA);
    render(<DownloadButton />);
    await waitFor(() => expect(link()).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0_guanwang.exe'));
    expect(packageChannels).toEqual(['guanwang']);
  });

  it('version API failure: still a working link, no toast', async () => {
    versionsFail = true;
    render(<DownloadButton showVersion />);
    expect(link()).toHaveAttribute('href', 'https://dl.nn.com/client/NNSetup.exe');
    await waitFor(() => expect(link()).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0_guanwang.exe'), { timeout: 8000 });
    expect(screen.getByText('支持 Windows 7/8/10')).toBeInTheDocument();
    expect(useToastStore.getState().items).toEqual([]);
  });
});
