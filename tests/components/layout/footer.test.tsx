import { render, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearClientCache } from '@/components/download';
import { Footer } from '@/components/layout';
import { FOOTER_LINKS, SITE } from '@/lib/site';
import { withRouter } from '../../support/router';

const ok = (retData: unknown) => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData, success: true });

const seen: Request[] = [];
const server = setupServer(
  mswHttp.get('*/api/gw/nn-version/share/channel', () =>
    ok({ '3': { versionName: '9.1.3.0', url: '/downloads/NNSetup_9.1.3.0.exe' } }),
  ),
  // The download state (components/download): the channel package answers like the version call.
  mswHttp.post('*/api/gw/speed/channel/package', () => ok({ channel: 'guanwang', versionName: '9.1.3.0', downloadUrl: '/downloads/NNSetup_9.1.3.0.exe' })),
  mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/:key', () => ok('')),
  mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', ({ request, params }) => {
    seen.push(request);
    if (params.key !== 'nn_friendlink') return ok([]);
    return ok([
      { text: '游民星空', value: 'https://www.gamersky.com/' },
      { text: '站内专题', value: '/zt/all' },
      { text: '坏链接', value: 'javascript:alert(1)' },
      { text: '协议相对', value: '//evil.example' },
      { text: '反斜杠', value: '/\\evil.example' },
    ]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());
beforeEach(() => clearClientCache());

describe('Footer', () => {
  it('friendly links: safe values are links, unsafe ones are plain text', async () => {
    render(withRouter(<Footer />));
    const nav = await screen.findByRole('navigation', { name: '友情链接' });
    expect(within(nav).getByRole('link', { name: '游民星空' })).toHaveAttribute('href', 'https://www.gamersky.com/');
    expect(within(nav).getByRole('link', { name: '游民星空' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: '站内专题' })).toHaveAttribute('href', '/zt/all');
    for (const name of ['坏链接', '协议相对', '反斜杠']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(nav).getByText(name)).toBeInTheDocument();
    }
    expect(nav.innerHTML).not.toContain('javascript:');
    expect(seen[0].headers.get('reqChannel')).toBe('3');
  });

  it('no friendly links section when the dict call fails', async () => {
    server.use(mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', () => new HttpResponse(null, { status: 500 })));
    render(withRouter(<Footer />));
    expect(await screen.findByText('版本 V9.1.3.0')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '友情链接' })).not.toBeInTheDocument();
  });

  it('shows every SPEC §1 item: download + version, community, legal links, company facts, badge', async () => {
    render(withRouter(<Footer />));
    expect(await screen.findByText('版本 V9.1.3.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', '/downloads/NNSetup_9.1.3.0.exe');
    expect(screen.getByRole('link', { name: '官方微博' })).toHaveAttribute('href', SITE.weibo);
    expect(screen.getByRole('link', { name: '玩家论坛' })).toHaveAttribute('href', SITE.forum);
    expect(screen.getByRole('img', { name: '官方公众号二维码' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '玩家QQ群二维码' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: '页脚链接' });
    for (const l of ['用户协议', '隐私政策', '公告中心', '网站地图', '商务合作', '投诉建议', '联系我们']) {
      expect(within(links).getByRole('link', { name: l })).toBeInTheDocument();
    }
    expect(FOOTER_LINKS).toHaveLength(7);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(SITE.company);
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent(SITE.address);
    expect(footer).toHaveTextContent(SITE.phone);
    expect(footer).toHaveTextContent(SITE.icp);
    expect(footer).toHaveTextContent(`网络文化经营许可证：${SITE.culturalLicence}`);
    expect(screen.getByRole('img', { name: /安全认证/ })).toHaveAttribute('src', '/images/security-badge.svg');
  });

  it('download link falls back to the official package while the version call is pending or failed', async () => {
    const failed = () => HttpResponse.json({ retCode: 'E1', retMsg: 'x' });
    server.use(
      mswHttp.get('*/api/gw/nn-version/share/channel', failed),
      mswHttp.post('*/api/gw/speed/channel/package', failed),
      mswHttp.get('*/api/gw/speed/channel/allPackage', failed),
    );
    render(withRouter(<Footer />));
    expect(await screen.findByText('支持 Windows 7/8/10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', SITE.desktopDownloadFallback);
  });
});
