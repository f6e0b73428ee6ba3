export declare const chromiumArgs: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const OMNIBOX_WEBUI_FEATURES: string[];
export declare const playwrightChromiumArgs: string[];
export declare const systemCandidates: string[];
export declare function candidatePaths(env?: Record<string, string | undefined>): string[];
export declare const LOOKUP_FD: number;
export declare function lookupForConfig(): Promise<void>;
export declare function playwrightChromium(): string | undefined;
export declare function resolveChromium(opts?: {
  env?: Record<string, string | undefined>;
  exists?: (p: string) => boolean;
  playwrightPath?: () => string | undefined;
}): string | undefined;
export declare function findChromium(env?: Record<string, string | undefined>): string;
