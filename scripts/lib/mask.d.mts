export declare function maskPhones(text: string): string;
export declare function maskText(text: string): string;
export declare function maskArgs(args: unknown[]): unknown[];
export declare function maskConsole(target?: Console): void;
