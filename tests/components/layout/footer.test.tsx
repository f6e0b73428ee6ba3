import { render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearClientCache } from '@/components/download';
import { Footer } from '@/components/layout';
import { FooterLegal } from '@/components/layout/footer-legal';
import { FILINGS, FOOTER_LINKS, SITE } from '@/lib/site';
import { post } from '../../support/sandbox-calls';
import { withRouter } from '../../support/router';
import { useSandboxServer } from '../../support/sandbox-server';

/** The footer against the sandbox (versions, packages, the friendly-link dict); server.use for faults. */
const { server, requests } = useSandboxServer();

const dictCalls = () => requests.filter((r) => r.url.includes('/getDictItems/'));

beforeEach(() => clearClientCache());

describe('Footer', () => {
  it("friendly links: the sandbox's dict as links, with the reqChannel header", async () => {
    render(withRouter(<Footer />));
    const nav = await screen.findByRole('navigation', { name: '友情链接' });
    expect(within(nav).getByRole('link', { name: '游民星空' })).toHaveAttribute('href', 'https://www.gamersky.com/');
    expect(within(nav).getByRole('link', { name: '游民星空' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(dictCalls()[0]!.headers.get('reqChannel')).toBe('3');
  });

  it('friendly links: safe values are links, unsafe ones are plain text', async () => {
    // A hostile answer: the dict carries script, protocol-relative and backslash values.
    server.use(
      mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', () =>
        HttpResponse.json({
          retCode: '100',
          retMsg: 'ok',
          success: true,
          retData: [
            { text: '游民星空', value: 'https://www.gamersky.com/' },
            { text: '站内专题', value: '/zt/all' },
            { text: '坏链接', value: 'javascript:alert(1)' },
            { text: '协议相对', value: '//evil.example' },
            { text: '反斜杠', value: '/\\evil.example' },
          ],
        }),
      ),
    );
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
  });

  it('no friendly links section when the dict call fails', async () => {
    server.use(mswHttp.get('*/api/gw/common/comm/dict/getDictItems/:key', () => new HttpResponse(null, { status: 500 })));
    render(withRouter(<Footer />));
    expect(await screen.findByText('版本 V9.1.3.0')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '友情链接' })).not.toBeInTheDocument();
  });

  it('shows every SPEC §1 item: download + version, community, legal links, company facts, badge', async () => {
    const official = (await post<{ downloadUrl: string }>('/speed/channel/package', { channel: 'guanwang' })).retData.downloadUrl;
    render(withRouter(<Footer />));
    expect(await screen.findByText('版本 V9.1.3.0')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', official));
    expect(screen.getByRole('link', { name: '官方微博' })).toHaveAttribute('href', SITE.weibo);
    expect(screen.getByRole('link', { name: '玩家论坛' })).toHaveAttribute('href', SITE.forum);
    expect(screen.getByRole('img', { name: '官方公众号二维码' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '玩家QQ群二维码' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: '页脚链接' });
    const expected = { 用户协议: '/agreement', 隐私政策: '/privacy', 公告中心: '/notice', 网站地图: '/sitemap', 商务合作: '/business', 投诉建议: '/complaint', 联系我们: '/contact' };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Each to its own page: no two links share a target, none is a query on another page.
    expect(new Set(FOOTER_LINKS.map((l) => l.href)).size).toBe(7);
    expect(FOOTER_LINKS.every((l) => !l.href.includes('?'))).toBe(true);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(SITE.company);
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent(SITE.address);
    expect(footer).toHaveTextContent(SITE.phone);
  });

  it('filings and the security badge: placeholders that look like placeholders until lib/site.ts is filled', () => {
    render(withRouter(<Footer />));
    const footer = screen.getByRole('contentinfo');
    for (const f of Object.values(FILINGS)) expect(f.number).toBeNull();
    const filings = [...footer.querySelectorAll('[data-placeholder="filing"]')].map((e) => e.textContent);
    expect(filings).toEqual(['ICP备案号：待填写', '网络文化经营许可证：待填写', '公安机关备案号：待填写']);
    expect(footer.querySelector('[data-placeholder="badge"]')).toHaveTextContent('安全认证徽章（待配置）');
    // Never a self-made verified badge nor a number that looks issued.
    expect(footer).not.toHaveTextContent(/已验证|网站可信/);
    expect(footer).not.toHaveTextContent(/ICP备\d/);
    expect(screen.queryByRole('img', { name: /安全认证/ })).not.toBeInTheDocument();
  });

  it('filled filings link to their registers; a configured badge links to its issuer', () => {
    const filings = {
      icp: { ...FILINGS.icp, number: '浙ICP备00000000号-1' },
      culturalLicence: { ...FILINGS.culturalLicence, number: '浙网文〔2026〕0000-000号' },
      police: { ...FILINGS.police, number: '浙公网安备 00000000000000号' },
    };
    const badge = { image: 'https://issuer.example/badge.png', href: 'https://issuer.example/verify?site=nn', alt: '可信网站认证' };
    render(<FooterLegal filings={filings} badge={badge} />);
    expect(screen.getByRole('link', { name: '浙ICP备00000000号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(screen.getByText('网络文化经营许可证：浙网文〔2026〕0000-000号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公安机关备案号：浙公网安备 00000000000000号' })).toHaveAttribute('href', 'https://beian.mps.gov.cn/');
    expect(screen.getByRole('img', { name: '可信网站认证' }).closest('a')).toHaveAttribute('href', badge.href);
    expect(document.querySelector('[data-placeholder]')).toBeNull();
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
