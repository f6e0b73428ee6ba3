// The security headers of ARCHITECTURE §5 as the production server sets them on the answers it
// makes itself (gateway fast path, health, metrics, 503 from the render queue) and on everything
// it hands to Next (so Next's own 400 page for a malformed URL carries them too). They are read
// from the build — Next compiled lib/security-headers.ts (via next.config.ts `headers()`) into
// routes-manifest.json — so the one definition stays lib/security-headers.ts.
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/** The part of routes-manifest.json read here: the `headers` rules next.config.ts `headers()` compiled to. */
export interface RoutesManifest {
  headers?: { source: string; has?: unknown; missing?: unknown; headers?: { key: string; value: string }[] }[];
}

/**
 * The header lines Next applies to every path (`source: '/:path*'` with no conditions) in a
 * routes-manifest.json object, as flat [name, value, …]. Throws when the build has none.
 */
export function everyPathHeaders(routesManifest: RoutesManifest | null | undefined): string[] {
  const rule = (routesManifest?.headers ?? []).find((h) => h.source === '/:path*' && !h.has && !h.missing);
  if (!rule || !rule.headers?.length) throw new Error('routes-manifest.json has no headers rule for /:path* (next.config.ts headers())');
  const flat: string[] = [];
  for (const { key, value } of rule.headers) flat.push(key.toLowerCase(), value);
  return flat;
}

/** everyPathHeaders() of the build in `dir`/`distDir`. */
export function securityHeadersFromBuild(dir: string, distDir = '.next'): string[] {
  const file = path.join(dir, distDir, 'routes-manifest.json');
  return everyPathHeaders(JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesManifest);
}

/** Sets flat [name, value, …] lines on a response that has not written its head. */
export function setHeaderLines(res: ServerResponse, lines: readonly string[]): void {
  for (let i = 0; i < lines.length; i += 2) res.setHeader(lines[i], lines[i + 1]);
}
