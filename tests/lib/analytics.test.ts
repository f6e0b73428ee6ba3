import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS, isValidDistinctId, isValidName, startAnalytics, track, trackMembershipPurchase } from '@/lib/analytics';
import { BATCH_INTERVAL_MS, loadSdkNow, queuedEvents, resetSdkForTests, serverUrl, type SensorsLike } from '@/lib/analytics/sdk';
import { CHANNEL_KEY } from '@/lib/channel';

type Sent = { event: string; properties: Record<string, unknown> };

function fakeSdk() {
  const sent: Sent[] = [];
  const init = vi.fn();
  let plugin: ((data: { properties?: Record<string, unknown> }) => void) | undefined;
  const sdk: SensorsLike = {
    init,
    track: (event, properties) => {
      // As the SDK does: preset properties are added, then the property plugins run.
      const data = { properties: { $url: 'https://www.nn.com/nnpay?token=0123456789abcdef0123456789abcdef', $title: 'NN', ...(properties as object) } };
      plugin?.(data);
      sent.push({ event, properties: data.properties });
    },
    registerPropertyPlugin: (p) => {
      plugin = p.properties;
    },
  };
  return { sdk, sent, init };
}

let fake: ReturnType<typeof fakeSdk>;
beforeEach(() => {
  window.sessionStorage.clear();
  fake = fakeSdk();
  resetSdkForTests(async () => fake.sdk);
});
afterEach(() => vi.restoreAllMocks());

describe('names and ids (SPEC §8)', () => {
  it.each([
    ['download', true],
    ['$pageview', true],
    ['_x1', true],
    ['1abc', false],
    ['a-b', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['distinct_id', false],
    ['time', false],
    ['', false],
  ])('%s → %s', (name, ok) => {
    expect(isValidName(name)).toBe(ok);
  });

  it.each([
    ['u1', true],
    ['x'.repeat(255), true],
    ['x'.repeat(256), false],
    ['', false],
    ['   ', false],
  ])('distinct id %s → %s', (id, ok) => {
    expect(isValidDistinctId(id)).toBe(ok);
  });

  it('an invalid event or property name never reaches the SDK, with a Chinese warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(track('bad-event')).toBe(false);
    expect(track('download', { 'bad-name': 1 })).toBe(false);
    expect(track('download', { time: 1 })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('不合法'));
    await loadSdkNow();
    expect(fake.sent).toEqual([]);
    expect(track('download', { channel_id: 1 })).toBe(true);
  });
});

describe('SDK wiring', () => {
  it('queues until the SDK loads, then sends with the channel; init has the collector and a 6 s batch', async () => {
    window.sessionStorage.setItem(CHANNEL_KEY, 'bilibili');
    expect(track('download', { package_channel: 'bilibili' })).toBe(true);
    expect(queuedEvents()).toHaveLength(1);
    await loadSdkNow();
    expect(fake.init).toHaveBeenCalledWith(
      expect.objectContaining({ server_url: 'http://localhost:3000/api/gw/nn-report/sa', batch_send: expect.objectContaining({ send_interval: BATCH_INTERVAL_MS }) }),
    );
    expect(BATCH_INTERVAL_MS).toBe(6000);
    expect(fake.sent).toEqual([{ event: 'download', properties: expect.objectContaining({ channel: 'bilibili', package_channel: 'bilibili' }) }]);
    track('click_register', { register_method: 1 });
    expect(fake.sent[1]).toMatchObject({ event: 'click_register', properties: { register_method: 1, channel: 'bilibili' } });
  });

  it('the collector address is configurable; relative paths resolve against the page', () => {
    expect(serverUrl('https://sa.example.com/sa?project=nn')).toBe('https://sa.example.com/sa?project=nn');
    expect(serverUrl('/collect/sa')).toBe('http://localhost:3000/collect/sa');
    expect(serverUrl('')).toBe('http://localhost:3000/api/gw/nn-report/sa');
  });

  it('preset properties pass the PII filter too ($url loses a token query)', async () => {
    await loadSdkNow();
    track('download');
    expect(fake.sent[0].properties.$url).toBe('https://www.nn.com/nnpay');
  });

  it('a failing SDK chunk (collector or CDN down) leaves the site working: track still returns true', async () => {
    resetSdkForTests(async () => {
      throw new Error('ChunkLoadError');
    });
    expect(track('download')).toBe(true);
    await loadSdkNow();
    expect(track('download')).toBe(true);
    expect(queuedEvents()).toHaveLength(0);
  });

  it('an SDK that throws inside track does not reach the caller', async () => {
    resetSdkForTests(async () => ({ init: () => undefined, track: () => { throw new Error('boom'); } }));
    await loadSdkNow();
    expect(() => track('download')).not.toThrow();
  });

  it('the queue stays under 200 before the SDK loads', () => {
    for (let i = 0; i < 250; i += 1) track('download', { n: i });
    expect(queuedEvents().length).toBeLessThan(200);
    expect(queuedEvents().at(-1)?.properties.n).toBe(249);
  });
});

describe('events of SPEC §7', () => {
  it('session_referrer once per session, referrer cut to 200 characters', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`https://www.baidu.com/s?wd=${'x'.repeat(300)}`);
    startAnalytics();
    startAnalytics();
    await loadSdkNow();
    const referrers = fake.sent.filter((e) => e.event === EVENTS.sessionReferrer);
    expect(referrers).toHaveLength(1);
    expect(String(referrers[0].properties.referrer)).toHaveLength(200);
    expect(referrers[0].properties.channel).toBe('guanwang');
  });

  it('membership purchase carries payment_amount and is_success', async () => {
    await loadSdkNow();
    trackMembershipPurchase(198.005, true);
    trackMembershipPurchase(Number.NaN, false);
    expect(fake.sent.map((e) => [e.event, e.properties.payment_amount, e.properties.is_success])).toEqual([
      [EVENTS.membershipPurchase, 198.01, true],
      [EVENTS.membershipPurchase, 0, false],
    ]);
  });
});
