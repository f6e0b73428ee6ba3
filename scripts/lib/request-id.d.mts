import type { AsyncLocalStorage } from 'node:async_hooks';

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function isRequestId(value: unknown): value is string;
export declare function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string;
export declare const requestContext: AsyncLocalStorage<{ id: string }>;
export declare function currentRequestId(): string | undefined;
export declare function tagConsoleWithRequestId(target?: Pick<Console, 'error' | 'warn'>): void;
