import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { track } from '@/lib/analytics';
import { clipElementProperties, loadSdkNow, resetSdkForTests, SDK_LIMITS, sdkInitParams, type SensorsLike } from '@/lib/analytics/sdk';

/** SPEC §9's analytics limits, in the SDK's own settings. */

const SDK_DIR = resolve(process.cwd(), 'node_modules/sa-sdk-javascript');

describe('SDK limits (SPEC §9)', () => {
  it('init passes every limit the SDK has an option for: names 100, strings 500, referrer 200, ids 255, 20 s, queue under 200', async () => {
    const init = vi.fn();
    resetSdkForTests(async () => ({ init, track: () => undefined }) as SensorsLike);
    await loadSdkNow();
    expect(init).toHaveBeenCalledWith(sdkInitParams());
    expect(sdkInitParams()).toMatchObject({
      max_string_length: 500,
      max_referrer_string_length: 200,
      max_key_length: 100,
      max_id_length: 255,
      datasend_timeout: 20_000,
      batch_send: { send_interval: 6000, datasend_timeout: 20_000, storage_length: 199 },
    });
  });

  it('the installed SDK version still has those option names, and content 255, selector 1024 and the 73e3-day cookie built in', () => {
    const { version } = JSON.parse(readFileSync(resolve(SDK_DIR, 'package.json'), 'utf8')) as { version: string };
    const source = readFileSync(resolve(SDK_DIR, 'sensorsdata.min.js'), 'utf8');
    // The default-options table: our init keys exist in it (an upgrade that renames them fails here).
    for (const key of ['max_string_length', 'max_referrer_string_length', 'max_key_length', 'max_id_length', 'datasend_timeout', 'batch_send']) {
      expect(source, `${version}: ${key}`).toContain(`${key}:`);
    }
    // No init option exists for these three; they are the SDK's own values.
    expect(source, `${version}: $element_content cut to 255`).toMatch(/substring\(0,255\)/);
    expect(source, `${version}: $element_selector limit 1024`).toMatch(/"\$element_selector","\$element_path"\][\s\S]{0,200}1024/);
    expect(source, `${version}: cookie life 73e3 days`).toMatch(/null==r\?73e3:r/);
    // SDK_LIMITS states those three as the SDK has them (the plugin cuts product events by them).
    const builtIn = {
      contentMax: Number(/substring\(0,(\d+)\)/.exec(source)?.[1]),
      selectorMax: Number(/"\$element_selector","\$element_path"\][\s\S]{0,200}?(1024)/.exec(source)?.[1]),
      cookieDays: Number(/null==r\?(\d+e\d+):r/.exec(source)?.[1]),
    };
    expect(builtIn).toEqual({ contentMax: SDK_LIMITS.contentMax, selectorMax: SDK_LIMITS.selectorMax, cookieDays: SDK_LIMITS.cookieDays });
  });

  it('product events: $element_content and $element_selector are cut to 255 / 1024 before they leave', async () => {
    const sent: Record<string, unknown>[] = [];
    let plugin: ((d: { properties?: Record<string, unknown> }) => void) | undefined;
    resetSdkForTests(async () => ({
      init: () => undefined,
      registerPropertyPlugin: (p) => {
        plugin = p.properties;
      },
      track: (_e, props) => {
        const data = { properties: { ...(props as Record<string, unknown>) } };
        plugin?.(data);
        sent.push(data.properties);
      },
    }));
    await loadSdkNow();
    track('click_banner', { $element_content: 'x'.repeat(400), $element_selector: '#a'.repeat(200), title: 'y'.repeat(300) });
    expect(sent).toHaveLength(1);
    expect(String(sent[0]!.$element_content)).toHaveLength(255);
    // track() already cuts strings to 500; the selector limit is above that for product events.
    expect(String(sent[0]!.$element_selector)).toHaveLength(400);
    const long = { $element_selector: 's'.repeat(2000), $element_path: 'p'.repeat(1100), $element_content: 'c'.repeat(256) };
    clipElementProperties(long);
    expect([long.$element_selector.length, long.$element_path.length, long.$element_content.length]).toEqual([1024, 1024, 255]);
  });
});
