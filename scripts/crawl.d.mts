export interface CrawlResult {
  baseUrl: string;
  seconds: number;
  uniqueUrls: number;
  pages: number;
  broken: { url: string; status: number | undefined; parent: string | undefined }[];
  truncated: false | 'maxUrls' | 'timeLimit';
  offSiteSkipped: number;
  withinBudget: boolean;
  budget: { timeLimitMs: number; maxUrls: number };
}
export declare const CRAWL_BUDGET: { timeLimitMs: number; maxUrls: number };
export declare function runCrawl(opts: { baseUrl: string; concurrency?: number; timeLimitMs?: number; maxUrls?: number }): Promise<CrawlResult>;
export declare function runCrawlProcess(opts: { baseUrl: string; concurrency?: number; timeLimitMs?: number; maxUrls?: number }): Promise<CrawlResult>;
