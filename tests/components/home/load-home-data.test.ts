// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { loadHomeData, SHELF_COUNT, TEASER_COUNT } from '@/components/home/load-home-data';
import { gateway } from '@/server/gateway/handler';
import { getStaticProps } from '@/pages/index';
import { freshSandbox, gwRequest } from '../../support/sandbox-calls';

async function fault(spec: Record<string, unknown>) {
  expect((await gateway(gwRequest('/__sandbox/faults', { body: spec }))).status).toBe(200);
}

beforeEach(freshSandbox);

describe('home data loader', () => {
  it('banners, 6 news and 6 guides with their .html links, the hot-hall shelf, the build-time download', async () => {
    const data = await loadHomeData();
    expect(data.banners.map((b) => b.href)).toEqual(['/news/10001.html', '/nn/activity.html', '/zt/10231.html', '/helpCenter']);
    expect(data.news).toHaveLength(TEASER_COUNT);
    expect(data.guides).toHaveLength(TEASER_COUNT);
    for (const a of data.news) expect(a.href).toBe(`/news/${a.id}.html`);
    for (const a of data.guides) expect(a.href).toBe(`/gl/${a.id}.html`);
    expect(data.games.length).toBeGreaterThan(0);
    expect(data.games.length).toBeLessThanOrEqual(SHELF_COUNT);
    for (const g of data.games) expect(g.href).toBe(`/yxxz/${g.platform}/${g.gameId}.html`);
    expect(data.download).toEqual({ href: '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe', versionName: '9.1.3.0' });
  });

  it('getStaticProps: ISR every 60 s', async () => {
    const result = await getStaticProps();
    expect(result.revalidate).toBe(60);
    expect(result.props.data.download.href).toBe('/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe');
  });

  it('failing calls empty their section and never fail the build; the download link becomes null (client fallback)', async () => {
    for (const path of ['/nn-assist/banner/list', '/nn-assist/article/service/page', '/nchannel/channel/business/findHotHall', '/nn-version/share/channel']) {
      await fault({ path, code: 'SYS_ERROR', times: 20 });
    }
    expect(await loadHomeData()).toEqual({ banners: [], news: [], guides: [], games: [], download: { href: null, versionName: null } });
  });

  it('unsafe URLs from the API never become links', async () => {
    const data = await loadHomeData();
    const all = [...data.banners.map((b) => b.href), ...data.news.map((n) => n.href), data.download.href];
    for (const href of all) expect(href === null || /^(\/(?!\/)|https?:\/\/)/.test(href)).toBe(true);
  });
});
