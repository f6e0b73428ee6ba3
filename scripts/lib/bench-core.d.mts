export declare const KB: number;
export declare const BUDGETS: { default: number; home: number; campaign: number };
export declare const CAMPAIGN_ROUTES: string[];
export declare function matchesRoute(pattern: string, route: string): boolean;
export type BudgetKind = 'home' | 'campaign' | 'default';
export declare function budgetFor(route: string): { bytes: number; kind: BudgetKind };
export declare function gzipSize(buf: string | Uint8Array): number;
export interface BuildManifest {
  pages?: Record<string, string[]>;
  polyfillFiles?: string[];
  [key: string]: unknown;
}
export interface RouteFirstLoad {
  route: string;
  bytes: number;
  files: number;
  budget: number;
  kind: BudgetKind;
  pass: boolean;
}
export declare function firstLoadByRoute(manifest: BuildManifest, sizeOf: (file: string) => number): RouteFirstLoad[];
export interface LoadResult {
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
export declare function throughputVerdict(
  page: LoadResult,
  file: LoadResult,
  minRatio?: number,
): { ratio: number; pass: boolean; clean: boolean; minRatio: number };
export declare function fmtKB(bytes: number): string;
export interface TableRow {
  metric: string;
  value: string;
  budget?: string;
  pass: boolean | null;
  note?: string;
}
export declare function formatTable(rows: TableRow[]): string;
export declare function pickCachedPage(
  pagesManifest?: Record<string, string>,
  prerenderRoutes?: Record<string, unknown>,
): string | undefined;
export declare function pickStaticFile(files: { path: string; size: number }[]): string | undefined;
export declare function medianScore(scores: number[]): number;
export interface MachineCpu {
  busy: number;
  softirq: number;
  idle: number;
}
export declare function parseProcStat(text: string): MachineCpu | null;
export declare function cpuPerRequest(run: {
  procs: Record<string, number>;
  machine: MachineCpu | null;
  requests: number;
}): { procs: Record<string, number>; busy: number; idle: number; other: number };
export declare function machineCeiling(busyUs: number, cores: number, directRps: number): number;
