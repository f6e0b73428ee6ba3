/**
 * Where a browser (or a phone scanning the payment QR code) reaches the sandbox's own pages: the
 * cashier and the download placeholders. Never derived from the request (its Host or
 * X-Forwarded-Host header is the caller's to choose: `Host: evil.example` must not put a cashier
 * link on evil.example), always from configuration:
 *
 *   embedded (the site's /api/gw answers from the sandbox):
 *     `${SANDBOX_PUBLIC_ORIGIN || NEXT_PUBLIC_SITE_URL || http://localhost:$PORT}/api/gw/__sandbox`
 *     (the site's own default origin is the production one, where no sandbox ever answers: a
 *     site without a configured origin is one being tried locally, `npm run sandbox` on port 3000)
 *   standalone (`npm run sandbox:api`, the site proxies to it with API_ORIGIN):
 *     `${SANDBOX_PUBLIC_ORIGIN || http://127.0.0.1:$SANDBOX_PORT}/__sandbox`
 *
 * SANDBOX_PUBLIC_ORIGIN is read per call (a run-time setting; NEXT_PUBLIC_SITE_URL is fixed at build).
 */

export interface StandaloneSandbox {
  /** The origin the standalone server was started for, e.g. http://127.0.0.1:4000. */
  origin: string;
}

declare global {
  // Set once by sandbox/server.ts; on globalThis like the store (Next bundles hold module copies).
  var __sandboxStandalone: StandaloneSandbox | undefined;
}

/** Called by the standalone server before it answers anything. */
export function markStandalone(origin: string): void {
  globalThis.__sandboxStandalone = { origin: trimOrigin(origin) };
}

/** Tests only: back to embedded mode. */
export function markEmbedded(): void {
  globalThis.__sandboxStandalone = undefined;
}

export function isStandalone(): boolean {
  return !!globalThis.__sandboxStandalone;
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The configured public origin of whatever serves the sandbox (see above). */
export function sandboxPublicOrigin(): string {
  const configured = process.env.SANDBOX_PUBLIC_ORIGIN;
  if (configured) return trimOrigin(configured);
  if (globalThis.__sandboxStandalone) return globalThis.__sandboxStandalone.origin;
  const site = process.env.NEXT_PUBLIC_SITE_URL;
  return site ? trimOrigin(site) : `http://localhost:${process.env.PORT || 3000}`;
}

/** Absolute URL of a QA page: `/cashier/NN1` → `<origin>[/api/gw]/__sandbox/cashier/NN1`. */
export function publicControlUrl(rest: string): string {
  const mount = isStandalone() ? '/__sandbox' : '/api/gw/__sandbox';
  return `${sandboxPublicOrigin()}${mount}${rest}`;
}

/** What the payment QR code encodes: the sandbox cashier of this order. */
export function cashierUrl(orderNo: string): string {
  return publicControlUrl(`/cashier/${encodeURIComponent(orderNo)}`);
}

/**
 * A package URL the sandbox advertises. Embedded it is a same-site path (the site serves the
 * sandbox, and statically generated pages bake the link in at build time, so it must not depend
 * on the host the build ran on); standalone it is absolute on the sandbox's public origin.
 */
export function downloadUrl(file: string): string {
  const rest = `/downloads/${encodeURIComponent(file)}`;
  return isStandalone() ? publicControlUrl(rest) : `/api/gw/__sandbox${rest}`;
}
