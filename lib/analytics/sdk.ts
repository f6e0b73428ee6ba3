/**
 * The Sensors Data web SDK (npm sa-sdk-javascript), loaded after the page is interactive: a dynamic
 * import on idle, so its ~53 KB gz never sit in a page's first load. Until it is ready, events wait
 * in a small queue (SPEC §9: under 200). If the chunk or the collector fails, the queue is dropped or
 * the SDK keeps its own localStorage batch: the site never waits on analytics.
 */
import { afterLoad } from '@/lib/after-load';
import { linkSdkIdentity, type SdkIdentity } from './identity';
import { scrubProperties, type PropValue } from './pii';

export interface SensorsLike extends SdkIdentity {
  init(para: object): void;
  track(event: string, properties?: object): void;
  registerPropertyPlugin?(plugin: { properties(data: { properties?: Record<string, unknown> }): void }): void;
}

export type SdkLoader = () => Promise<SensorsLike>;

/** Collector address: NEXT_PUBLIC_SA_SERVER_URL, default the gateway's report path (the sandbox collects). */
export const DEFAULT_SERVER_PATH = '/api/gw/nn-report/sa';
export const BATCH_INTERVAL_MS = 6000;
const QUEUE_MAX = 199;

/**
 * SPEC §9's analytics limits. The ones sa-sdk-javascript takes as init options are passed to init
 * (sdkInitParams); content 255, selector 1024 and the cookie life of 73,000 days are the SDK's own
 * built-in values in 1.27 (no init option exists for them; tests/lib/analytics/sdk.test.ts pins
 * them in the installed SDK), and our property plugin applies the content/selector limits to the
 * product events this site sends.
 */
export const SDK_LIMITS = {
  /** `$element_content` characters. */
  contentMax: 255,
  /** `$element_selector` / `$element_path` characters. */
  selectorMax: 1024,
  /** Library names: event and property names (max_key_length). */
  nameMax: 100,
  /** String property values (max_string_length). */
  stringMax: 500,
  /** Referrer (max_referrer_string_length). */
  referrerMax: 200,
  /** Distinct id (max_id_length). */
  idMax: 255,
  /** Report request timeout (datasend_timeout). */
  requestTimeoutMs: 20_000,
  /** Local batch queue: under 200 items (batch_send.storage_length). */
  batchStorageMax: 199,
  /** Cookie life in days. */
  cookieDays: 73_000,
} as const;

/** Cuts the element content / selector of a product event to the SDK's limits. */
export function clipElementProperties(properties: Record<string, unknown>): void {
  for (const [key, max] of [
    ['$element_content', SDK_LIMITS.contentMax],
    ['$element_selector', SDK_LIMITS.selectorMax],
    ['$element_path', SDK_LIMITS.selectorMax],
  ] as const) {
    const value = properties[key];
    if (typeof value === 'string' && value.length > max) properties[key] = value.slice(0, max);
  }
}

const defaultLoader: SdkLoader = () => import('sa-sdk-javascript').then((m) => (m.default ?? m) as unknown as SensorsLike);

let loader: SdkLoader = defaultLoader;
let sdk: SensorsLike | null = null;
let state: 'idle' | 'scheduled' | 'loading' | 'ready' | 'failed' = 'idle';
let queue: { event: string; properties: Record<string, PropValue> }[] = [];

/** The SDK drops a relative server_url; resolve it against the page. */
export function serverUrl(configured = process.env.NEXT_PUBLIC_SA_SERVER_URL): string {
  const value = configured?.trim() || DEFAULT_SERVER_PATH;
  return new URL(value, window.location.origin).toString();
}

/** The SDK's init options (exported for tests). */
export function sdkInitParams() {
  return {
    server_url: serverUrl(),
    send_type: 'ajax',
    batch_send: { send_interval: BATCH_INTERVAL_MS, datasend_timeout: SDK_LIMITS.requestTimeoutMs, storage_length: SDK_LIMITS.batchStorageMax },
    datasend_timeout: SDK_LIMITS.requestTimeoutMs,
    show_log: false,
    is_track_single_page: false,
    use_client_time: true,
    cross_subdomain: false,
    max_string_length: SDK_LIMITS.stringMax,
    max_referrer_string_length: SDK_LIMITS.referrerMax,
    max_key_length: SDK_LIMITS.nameMax,
    max_id_length: SDK_LIMITS.idMax,
    preset_properties: { latest_referrer: false, latest_search_keyword: false, latest_traffic_source_type: false, latest_landing_page: false },
  };
}

function start(instance: SensorsLike): void {
  instance.init(sdkInitParams());
  // Preset properties ($url, $referrer, $title) pass the same PII filter as ours.
  instance.registerPropertyPlugin?.({
    properties(data) {
      if (!data.properties) return;
      data.properties = scrubProperties(data.properties).properties;
      clipElementProperties(data.properties);
    },
  });
  sdk = instance;
  state = 'ready';
  linkSdkIdentity(instance);
  const waiting = queue;
  queue = [];
  for (const e of waiting) instance.track(e.event, e.properties);
}

async function load(): Promise<void> {
  state = 'loading';
  try {
    start(await loader());
  } catch {
    // Chunk blocked or offline: analytics is off for this page load, the site carries on.
    state = 'failed';
    queue = [];
  }
}

/** Loads the SDK once, after load + quiet + idle or on the first interaction (lib/after-load). */
export function scheduleSdk(): void {
  if (state !== 'idle' || typeof window === 'undefined') return;
  state = 'scheduled';
  afterLoad(() => void load());
}

/** Hands a checked event to the SDK, or queues it until the SDK is ready. */
export function send(event: string, properties: Record<string, PropValue>): void {
  if (state === 'failed') return;
  if (sdk) {
    try {
      sdk.track(event, properties);
    } catch {
      // an SDK fault must never reach the page
    }
    return;
  }
  if (queue.length >= QUEUE_MAX) queue.shift();
  queue.push({ event, properties });
  scheduleSdk();
}

/** Tests: a fake SDK and a clean state. */
export function resetSdkForTests(fake?: SdkLoader): void {
  loader = fake ?? defaultLoader;
  linkSdkIdentity(null);
  sdk = null;
  state = 'idle';
  queue = [];
}

/** Tests: load now instead of on idle. */
export async function loadSdkNow(): Promise<void> {
  if (state === 'ready' || state === 'loading') return;
  await load();
}

export function queuedEvents(): readonly { event: string; properties: Record<string, PropValue> }[] {
  return queue;
}
