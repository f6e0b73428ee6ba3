import { fail } from './envelope';
import { checkToken } from './model/tokens';
import type { SandboxUser } from './types';

export type RequireUserResult = { ok: true; user: SandboxUser; token: string } | { ok: false; response: Response };

/**
 * The signed-in user of a call (token in the `token` header), or the auth envelope to answer with:
 * auth_40001 unknown, auth_40002 expired, auth_10003 revoked. Every domain that needs a user uses
 * this, so the three codes mean the same everywhere.
 *
 *   const auth = requireUser(request);
 *   if (!auth.ok) return auth.response;
 */
export function requireUser(request: Request): RequireUserResult {
  const token = request.headers.get('token') ?? '';
  const check = checkToken(token);
  if (!check.ok) return { ok: false, response: fail(check.error.code, check.error.msg) };
  return { ok: true, user: check.user, token };
}
