export declare function parseArgs(argv: string[], env?: Record<string, string | undefined>): { port: number; hostname: string };
export declare function standaloneConfig(dir?: string, distDir?: string): Record<string, unknown> | undefined;
export declare function refuseToStart(env?: Record<string, string | undefined>): string | null;
