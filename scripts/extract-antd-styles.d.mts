export declare function extractionTheme<T extends object>(
  baseTheme: T,
): Omit<T, 'zeroRuntime'> & { hashed: boolean; cssVar: { key: string; prefix?: string }; zeroRuntime: false };
export declare function isFresh(out: string, inputFiles: string[]): boolean;
