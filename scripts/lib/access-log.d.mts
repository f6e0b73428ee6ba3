import type { DestinationStream, Logger } from 'pino';

export declare function maskUrl(url: string): string;
export declare const BATCH_BYTES: number;
export declare const MAX_PENDING_BYTES: number;
export declare function epochTime(): string;
export interface BatchedDestination extends DestinationStream {
  write(line: string): boolean;
  flush(): void;
  flushSync(): void;
  dropped(): number;
  pendingBytes(): number;
}
export declare function batchedDestination(opts?: {
  fd?: number;
  batchBytes?: number;
  maxPendingBytes?: number;
  write?: (fd: number, buf: Buffer, cb: (err: NodeJS.ErrnoException | null, written?: number) => void) => void;
  writeSync?: (fd: number, buf: Buffer) => number;
}): BatchedDestination;
export declare function stdoutDestination(): BatchedDestination;
export interface AccessLog {
  logger: Logger;
  request(req: { method?: string; url?: string }, entry: { status: number; ms: number; kind: string; cache?: string; upstreamMs?: number; path?: string; id?: string }): void;
  stats(): { dropped: number; pendingBytes: number };
  flush(): void;
}
export declare function createAccessLog(opts?: { destination?: DestinationStream; enabled?: boolean }): AccessLog;
