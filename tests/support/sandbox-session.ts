import { gateway } from '@/server/gateway/handler';
import { useUserStore } from '@/stores/user-store';
import { gwRequest, loginBySms } from './sandbox-calls';

/** Signs `phone` in through the sandbox (SMS login) and leaves the user store as the login dialog does. */
export async function signInThroughSandbox(phone: string): Promise<void> {
  const { retData } = await loginBySms(phone);
  useUserStore.setState({ user: { token: retData.token, nickName: retData.nickName, nnNumber: retData.nnNumber, userUrlNn: retData.userUrlNn }, hydrated: true });
}

/** The sandbox's orders of `phone` (QA control `/__sandbox/orders`), oldest first. */
export async function sandboxOrders(phone: string): Promise<Array<{ actualCents: number; orderType: number }>> {
  const res = await gateway(gwRequest(`/__sandbox/orders?phone=${phone}`));
  return (await res.json()) as Array<{ actualCents: number; orderType: number }>;
}
