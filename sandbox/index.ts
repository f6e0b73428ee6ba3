import { getResponse } from 'msw';
import { withClientAddress } from './client-address';
import { CONTROL_PREFIX, answerControl } from './controls';
import { answerThroughFaults } from './faults';
import { answerOnce } from './idempotency';
import { failWithStatus } from './envelope';
import { handlers } from './handlers';
import { describeDemoAccounts } from './seed';

// The sandbox holds password hashes and QA controls: it must never run in a browser. (Checked by
// runtime rather than `window`, which jsdom-based tests define.)
if (typeof process === 'undefined' || !process.versions?.node) {
  throw new Error('sandbox/ is server-only; import it from the gateway only');
}

export { SandboxDropError } from './faults';
export { reset, flushSandbox } from './db';

declare global {
  var __sandboxAnnounced: boolean | undefined;
}

/** Once per process, so nobody mistakes sandbox answers for the real service. */
export function announceSandbox(log: (line: string) => void = console.info): void {
  if (globalThis.__sandboxAnnounced) return;
  globalThis.__sandboxAnnounced = true;
  const persisted = process.env.SANDBOX_DATA_FILE ? `状态保存在 ${process.env.SANDBOX_DATA_FILE}` : '状态仅在内存中';
  log(
    `[sandbox] API_ORIGIN 未设置：所有 /api/gw 接口由内置沙箱应答（不是真实后端，${persisted}）。` +
      `演示账号：${describeDemoAccounts()}。验证码查询：GET /api/gw/__sandbox/sms?telNum=手机号`,
  );
}

export function isControlPath(apiPath: string): boolean {
  return apiPath === CONTROL_PREFIX || apiPath.startsWith(`${CONTROL_PREFIX}/`);
}

export interface SandboxCallContext {
  /** The client's address as the caller resolved it (sandbox/client-address.ts); absent: `unknown`. */
  clientIp?: string;
}

/**
 * Answers a call from the sandbox: QA controls, then configured faults, then the msw handlers.
 * `request.url`'s path is the real API path (the gateway stripped /api/gw), HEAD already mapped to GET.
 */
export async function answerFromSandbox(request: Request, context: SandboxCallContext = {}): Promise<Response> {
  announceSandbox();
  const apiPath = new URL(request.url).pathname;
  if (isControlPath(apiPath)) return answerControl(request, apiPath);
  return withClientAddress(context.clientIp, () => answerThroughFaults(apiPath, () => answerOnce(request, apiPath, async () => {
    try {
      const response = await getResponse(handlers, request);
      return response ?? failWithStatus(404, '404', '接口不存在');
    } catch (error) {
      console.error(`[sandbox] handler for ${request.method} ${apiPath} threw`, error);
      return failWithStatus(500, '500', '服务器内部错误');
    }
  })));
}
