import type { ServerResponse } from 'node:http';

export declare function everyPathHeaders(routesManifest: { headers?: { source: string; has?: unknown; missing?: unknown; headers: { key: string; value: string }[] }[] }): string[];
export declare function securityHeadersFromBuild(dir: string, distDir?: string): string[];
export declare function setHeaderLines(res: ServerResponse, lines: string[]): void;
