import type { NextApiRequest, NextApiResponse } from 'next';
import { gatewayDispatcher } from '@/server/gateway/proxy.ts';
import { createHealth, upstreamCheck } from '@/server/front/health.ts';

/**
 * `/api/health` under `next dev`, same answer as the production server's (which answers it before
 * Next, with draining on SIGTERM: server/front/site-server.ts). The origin is read per request,
 * like the gateway's.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const health = createHealth();
  health.register('upstream', upstreamCheck(process.env.API_ORIGIN || undefined, gatewayDispatcher(), { ttlMs: 0 }));
  const { status, body } = await health.report();
  res.setHeader('cache-control', 'no-store');
  res.status(status).json(body);
}
