// @vitest-environment node
// Behaviour across files: the shared http client on the server reaches the gateway in-process and applies the envelope policy (lib/http/index.ts, client.ts; server/gateway/install-adapter.ts, in-process-adapter.ts).
import { http, retryable } from '@/lib/http';
import { reset } from '@/sandbox/db';

describe('the shared http client on the server', () => {
  it('reaches the gateway in-process with no import beyond the service call (as getStaticProps does)', async () => {
    reset();
    const res = await http.get<Record<string, { versionName: string }>>('/nn-version/share/channel', undefined, retryable());
    expect(res.success).toBe(true);
    expect(res.data['3'].versionName).toBe('9.1.3.0');
  });

  it('applies the envelope policy to in-process answers', async () => {
    await expect(http.post('/u-nnpc/getUserInfoByToken', {}, { ignoreError: true, headers: { token: 'nope' } })).rejects.toMatchObject({
      code: 'auth_40001',
      success: false,
    });
  });
});
