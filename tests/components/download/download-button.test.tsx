import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCache, DownloadButton } from '@/components/download';
import { resetAfterLoadForTests } from '@/lib/after-load';
import { loadSdkNow, resetSdkForTests } from '@/lib/analytics/sdk';
import { gateway } from '@/server/gateway/handler';
import { useToastStore } from '@/lib/toast';
import { INITIAL_DOWNLOAD, useAppStore } from '@/stores/app-store';
import { post } from '../../support/sandbox-calls';
import { useSandboxServer } from '../../support/sandbox-server';

const EDGE_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/** The button runs against the sandbox's download endpoints (versions, Edge switch, channel packages). */
const { server, requests } = useSandboxServer();

/** The channels the button asked a package for. */
const packageChannels = () =>
  Promise.all(requests.filter((r) => r.url.endsWith('/speed/channel/package')).map(async (r) => ((await r.clone().json()) as { channel: string }).channel));

/** The sandbox's package of `channel` (asked through the gateway directly: not one of the button's requests). */
async function packageUrl(channel: string): Promise<string> {
  return (await post<{ downloadUrl: string }>('/speed/channel/package', { channel })).retData.downloadUrl;
}

const sent: { event: string; properties: Record<string, unknown> }[] = [];
let uaSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  clearClientCache();
  useAppStore.setState({ download: INITIAL_DOWNLOAD });
  useToastStore.setState({ items: [] });
  window.sessionStorage.clear();
  sent.length = 0;
  resetSdkForTests(async () => ({ init: () => undefined, track: (event, properties) => void sent.push({ event, properties: properties as Record<string, unknown> }) }));
});
afterEach(() => {
  uaSpy?.mockRestore();
  window.history.replaceState(null, '', '/');
});

const link = () => screen.getByRole('link', { name: /免费下载 Windows 版/ });

/** Once the link points at `href`, clicks it (jsdom cannot navigate) and lets the SDK send what waited. */
async function downloadFrom(href: string) {
  await waitFor(() => expect(link()).toHaveAttribute('href', href));
  const noNavigation = (e: Event) => e.preventDefault();
  document.addEventListener('click', noNavigation);
  await userEvent.click(link());
  document.removeEventListener('click', noNavigation);
  await loadSdkNow();
}

describe('DownloadButton: channel, Edge and the download event', () => {
  it('?from=bilibili → that channel package; a click records download with the channel', async () => {
    window.history.replaceState(null, '', '/?from=bilibili');
    const bilibili = await packageUrl('bilibili');
    render(<DownloadButton />);
    await downloadFrom(bilibili);
    const downloads = sent.filter((e) => e.event === 'download');
    expect(downloads).toEqual([{ event: 'download', properties: expect.objectContaining({ channel: 'bilibili', package_channel: 'bilibili', position: 'page' }) }]);
    // The button's effect runs before _app's: it must record the channel before session_referrer.
    expect(sent.find((e) => e.event === 'session_referrer')?.properties).toMatchObject({ channel: 'bilibili' });
    expect(sent.some((e) => e.event === 'download_edge')).toBe(false);
  });

  it('a click before the page has settled waits for the visit\'s package, then downloads it once', async () => {
    resetAfterLoadForTests(); // a fresh page: the package lookup is still deferred
    const bilibili = await packageUrl('bilibili');
    // A delay: the sandbox's package answer is still on its way when the click lands.
    server.use(
      mswHttp.post('*/api/gw/speed/channel/package', async ({ request }) => {
        await new Promise((r) => setTimeout(r, 400));
        return gateway(request);
      }),
    );
    window.history.replaceState(null, '', '/?from=bilibili');
    render(<DownloadButton />);
    expect(await packageChannels()).toEqual([]);
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
    await waitFor(() => expect(followed).toContain(`go:${bilibili}`));
    expect(followed[0]).toMatch(/^held:/);
    expect(followed.filter((f) => f.startsWith('go:'))).toEqual([`go:${bilibili}`]);
    document.removeEventListener('click', record);
    expect(await packageChannels()).toEqual(['bilibili']);
    await loadSdkNow();
    expect(sent.filter((e) => e.event === 'download')).toHaveLength(1);
    expect(sent.find((e) => e.event === 'download')?.properties).toMatchObject({ package_channel: 'bilibili' });
  });

  it('Edge + switch "1" → edge package and the extra edge event', async () => {
    // The sandbox's switch is "1" (sandbox/seed/common.ts EDGE_SWITCH).
    const edge = await packageUrl('edge');
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(EDGE_UA);
    render(<DownloadButton />);
    await downloadFrom(edge);
    expect(sent.filter((e) => e.event.startsWith('download')).map((e) => [e.event, e.properties.channel, e.properties.package_channel])).toEqual([
      ['download', 'guanwang', 'edge'],
      ['download_edge', 'guanwang', 'edge'],
    ]);
  });

  it('Edge + switch "0" → the source channel package, no edge event', async () => {
    // The sandbox has no control for the switch: its answer is replaced with "0".
    server.use(mswHttp.get('*/api/gw/speed/user/dict/edge_switch', () => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData: [{ value: '0', text: 'edge_Judgment_switch' }], success: true })));
    const guanwang = await packageUrl('guanwang');
    uaSpy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(EDGE_UA);
    render(<DownloadButton />);
    await waitFor(() => expect(link()).toHaveAttribute('href', guanwang));
    expect(await packageChannels()).toEqual(['guanwang']);
  });

  it('version API failure: still a working link, no toast', async () => {
    server.use(mswHttp.get('*/api/gw/nn-version/share/channel', () => new HttpResponse('oops', { status: 500 })));
    const guanwang = await packageUrl('guanwang');
    render(<DownloadButton showVersion />);
    expect(link()).toHaveAttribute('href', 'https://dl.nn.com/client/NNSetup.exe');
    await waitFor(() => expect(link()).toHaveAttribute('href', guanwang), { timeout: 8000 });
    expect(screen.getByText('支持 Windows 7/8/10')).toBeInTheDocument();
    expect(useToastStore.getState().items).toEqual([]);
  });
});
