export declare const root: string;
export declare function distDir(): string;
export declare const sourceEntries: string[];
export declare function newestMtime(entries: string[], base?: string): number;
export declare function staleReason(dir?: string, opts?: { force?: boolean }): string | null;
export declare function build(dir?: string): Promise<void>;
export declare function abortBuild(): void;
export declare function nextBuildFlags(buildScript: string | undefined): string[];
export declare function freePort(): Promise<number>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function sandboxEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export interface StartedServer {
  pid: number;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isAlive(): boolean;
  stop(): Promise<void>;
}
export declare function startServer(opts: {
  port: number;
  host?: string;
  logFile: string;
  dir?: string;
  env?: Record<string, string>;
}): StartedServer;
export declare function startSandboxApi(opts: {
  port: number;
  host?: string;
  logFile: string;
  env?: Record<string, string>;
}): StartedServer;
export declare function waitForUrl(url: string, opts?: { timeoutMs?: number; server?: StartedServer }): Promise<void>;
export declare function tail(file: string, lines?: number): string;
