export declare function startBareProxy(opts: { port?: number; origin: string }): Promise<{ url: string; close: () => Promise<void> }>;
