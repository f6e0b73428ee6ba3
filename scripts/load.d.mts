export interface LoadRun { engine: string; rps: number; p99ms: number; total: number; errors: number; timeouts: number; non2xx: number }
export interface BenchRow { metric: string; value: string; budget?: string; pass: boolean | null; note?: string }
export declare const TARGETS: { name: string; path: string }[];
export declare const LOAD_BUDGET: { maxRssGrowth: number; minRequests: number };
export declare function readRss(pid: number): number | null;
export declare function groupPids(groupPid: number): number[];
export declare function readGroupRss(groupPid: number): number | null;
export declare function runVerdict(r: Pick<LoadRun, 'errors' | 'timeouts' | 'non2xx'>): { clean: boolean };
export declare function rssVerdict(before: number | null, after: number | null, requests: number, budget?: { maxRssGrowth: number; minRequests: number }): { growth: number; pass: boolean; why?: string };
export declare function measureLoad(opts?: { dir?: string; seconds?: number; connections?: number; minRequests?: number }): Promise<{ rows: BenchRow[]; report: Record<string, unknown> }>;
export declare function untilRssSettles(opts: {
  read: () => number | null;
  round: () => Promise<unknown>;
  within: number;
  minRounds?: number;
  maxRounds: number;
  onRound?: (n: number, rss: number | null, moved: number) => void;
}): Promise<number | null>;
