export declare const DEFAULT_ROOTS: string[];
export declare function importsOf(fileName: string, text: string): Array<{ spec: string; typeOnly: boolean }>;
export declare function circles(graph: Map<string, Set<string>>): string[][];
export declare function importGraph(opts?: { root?: string; roots?: string[]; types?: boolean }): Map<string, Set<string>>;
