import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The address of the client a sandbox call is made for, as the caller resolved it: the embedded
 * gateway passes the connection's address (server/gateway/handler.ts), the standalone server the
 * last X-Forwarded-For hop — the one the site's gateway added (sandbox/server.ts). Handlers read
 * it for the per-address abuse limits (password attempts, SMS sends). It is never taken from a
 * header the browser could set itself in the embedded topology.
 *
 * Calls made without one (the site's own server-side data loading, unit tests) share the
 * `unknown` address: one bucket, so an unresolved address never escapes the limits.
 */
export const UNKNOWN_ADDRESS = 'unknown';

declare global {
  // One store for every bundle that holds a copy of this module (see sandbox/db.ts).
  var __sandboxClientAddress: AsyncLocalStorage<string> | undefined;
}

function storage(): AsyncLocalStorage<string> {
  return (globalThis.__sandboxClientAddress ??= new AsyncLocalStorage<string>());
}

/** Runs `answer` with `address` as the client address of every handler it reaches. */
export function withClientAddress<T>(address: string | undefined, answer: () => T): T {
  return storage().run(normaliseAddress(address), answer);
}

export function clientAddress(): string {
  return storage().getStore() ?? UNKNOWN_ADDRESS;
}

/** `::ffff:127.0.0.1` → `127.0.0.1` (one client, one key, whichever socket family it came on). */
export function normaliseAddress(address: string | undefined | null): string {
  const a = (address ?? '').trim().toLowerCase();
  if (!a) return UNKNOWN_ADDRESS;
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/**
 * The standalone server's reading: the last X-Forwarded-For entry (appended by the gateway in
 * front; anything before it came from the client), else the peer of the connection.
 */
export function forwardedClient(forwardedFor: string | null | undefined, peer: string | undefined): string {
  const last = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean).pop();
  return normaliseAddress(last ?? peer);
}
