import type { Server } from 'node:http';

export declare function startUpstreamStub(opts?: { port?: number; host?: string }): Promise<{
  server: Server;
  url: string;
  seen: { count: number; paths: string[] };
  close: () => Promise<void>;
}>;
