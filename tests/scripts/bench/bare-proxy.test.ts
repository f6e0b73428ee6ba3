// @vitest-environment node
import { startBareProxy } from '../../../scripts/bench/bare-proxy.ts';
import { startUpstreamStub } from '../../../scripts/bench/upstream-stub.ts';

describe('scripts/bench/bare-proxy.ts (the bench\'s floor of a Node gateway)', () => {
  it('passes the upstream answer through: /api/gw/x → <origin>/x, status, headers and body unchanged; 502 when the upstream is gone', async () => {
    const stub = await startUpstreamStub();
    const proxy = await startBareProxy({ origin: stub.url });
    try {
      const direct = await fetch(`${stub.url}/nn-assist/article/service/page`);
      const proxied = await fetch(`${proxy.url}/api/gw/nn-assist/article/service/page`);
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(await proxied.text()).toBe(await direct.text());
      expect(stub.seen.paths.filter((p) => p === '/nn-assist/article/service/page')).toHaveLength(2);

      const streamed = await fetch(`${proxy.url}/api/gw/__stub/stream?bytes=200000`);
      expect((await streamed.arrayBuffer()).byteLength).toBe(200_000);

      await stub.close();
      expect((await fetch(`${proxy.url}/api/gw/x`)).status).toBe(502);
    } finally {
      await proxy.close();
      await stub.close().catch(() => {});
    }
  });
});
