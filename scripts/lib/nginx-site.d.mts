export declare function which(name: string, envPath?: string): string | null;
export interface SiteOptions {
  dir: string;
  listen: string;
  instances: { addr: string; down?: boolean }[];
  serverLines?: string[];
}
export declare function renderSite(site: string, opts: SiteOptions): string;
export declare function mainConf(dir: string): string;
export declare function writeNginx(opts: SiteOptions & { site: string }): string;
export declare function nginxTest(bin: string, main: string): { ok: boolean; output: string };
export declare function directive(conf: string, name: string): string[];
export declare function nginxMs(value: string): number;
