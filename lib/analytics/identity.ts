/**
 * Per-browser ids of the activity client's fixed headers (SPEC §3, §7): `anonymousId` and
 * `deviceId`, both kept in local storage so they stay the same across visits. The anonymous id is
 * the analytics SDK's own anonymous id where the SDK has one: when the SDK starts it either adopts
 * the id this module already handed out (identify) or this module adopts the SDK's, so the
 * activity headers and the analytics events always name the same visitor.
 */

export const ANONYMOUS_ID_KEY = 'nn_anonymous_id';
export const DEVICE_ID_KEY = 'nn_device_id';

/** What the identity needs from the loaded SDK (sa-sdk-javascript's quick / identify). */
export interface SdkIdentity {
  quick?(name: 'getAnonymousID'): unknown;
  identify?(id: string, isSave?: boolean): void;
}

let sdkIdentity: SdkIdentity | null = null;
/** Fallback when storage is denied: stable for the page's life at least. */
const memory: Record<string, string> = {};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | undefined {
  const store = storage();
  if (!store) return memory[key];
  try {
    return store.getItem(key) ?? memory[key];
  } catch {
    return memory[key];
  }
}

function write(key: string, value: string): void {
  const store = storage();
  try {
    if (store) return store.setItem(key, value);
  } catch {
    // storage full or denied: the in-memory copy serves this page
  }
  memory[key] = value;
}

const ID_RE = /^[A-Za-z0-9_$:.-]{1,255}$/;

function newId(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function stored(key: string): string {
  const value = read(key);
  if (value && ID_RE.test(value)) return value;
  const fresh = newId();
  write(key, fresh);
  return fresh;
}

function sdkAnonymousId(): string | undefined {
  try {
    const id = sdkIdentity?.quick?.('getAnonymousID');
    // Before init the SDK answers a sentence ("SDK is not initialized."), not an id.
    return typeof id === 'string' && ID_RE.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's anonymous id: the SDK's when it is running, else the one stored for this browser. */
export function anonymousId(): string {
  return sdkAnonymousId() ?? stored(ANONYMOUS_ID_KEY);
}

/** This browser's device id (generated once, kept in local storage). */
export function deviceId(): string {
  return stored(DEVICE_ID_KEY);
}

/**
 * Called once the SDK is initialised: the id already handed out wins (the SDK is told to use it),
 * otherwise the SDK's own anonymous id is stored as the browser's id.
 */
export function linkSdkIdentity(sdk: SdkIdentity | null): void {
  sdkIdentity = sdk;
  if (!sdk) return;
  const mine = read(ANONYMOUS_ID_KEY);
  if (mine && ID_RE.test(mine)) {
    if (sdkAnonymousId() !== mine) {
      try {
        sdk.identify?.(mine, true);
      } catch {
        // an SDK fault must never reach the page
      }
    }
    return;
  }
  const theirs = sdkAnonymousId();
  if (theirs) write(ANONYMOUS_ID_KEY, theirs);
}
