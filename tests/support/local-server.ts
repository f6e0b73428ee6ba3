import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1; answers its base URL (`http://127.0.0.1:<port>`). */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server` (after its open connections end, unless `now` drops them first). */
export async function closeServer(server: Server | undefined, { now = false } = {}): Promise<void> {
  if (!server?.listening) return;
  if (now) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
