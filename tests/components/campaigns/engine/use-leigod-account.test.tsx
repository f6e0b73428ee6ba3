import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectHttp } from '@/components/app-effects';
import { useLeigodAccount } from '@/components/campaigns/engine/use-leigod-account';
import { useToastStore } from '@/lib/toast';
import { useUserStore } from '@/stores/user-store';
import { loginBySms } from '../../../support/sandbox-calls';
import { useSandboxServer } from '../../../support/sandbox-server';

/** The leigod account against the sandbox: site tokens it issued, exchanged by its /leigod handler. */
const { requests } = useSandboxServer();
const EXCHANGE = '/api/gw/leigod/api/user/login/token';
const exchanges = () => requests.filter((r) => new URL(r.url).pathname === EXCHANGE);

async function signIn(phone: string) {
  const { retData } = await loginBySms(phone);
  act(() => useUserStore.setState({ user: { token: retData.token, nickName: retData.nickName, nnNumber: retData.nnNumber, userUrlNn: '' }, hydrated: true }));
  return retData.token;
}

beforeAll(connectHttp);
beforeEach(() => {
  useToastStore.setState({ items: [] });
  act(() => useUserStore.setState({ user: null, hydrated: true }));
});

describe('useLeigodAccount', () => {
  it('exchanges the site token once for every caller, and ensure() waits for it', async () => {
    const siteToken = await signIn('13800138000');
    const a = renderHook(() => useLeigodAccount());
    const b = renderHook(() => useLeigodAccount());
    expect(a.result.current.accountToken).toBeNull();
    const account = await a.result.current.ensure();
    expect(account).toEqual(expect.stringMatching(/.+/));
    await waitFor(() => expect(b.result.current.accountToken).toBe(account));
    expect(exchanges()).toHaveLength(1);
    expect(await exchanges()[0]!.clone().json()).toMatchObject({ token: siteToken });
  });

  it('is null once the user is cleared (an expired account token clears the user silently) and exchanges again after login', async () => {
    await signIn('13800138000');
    const { result } = renderHook(() => useLeigodAccount());
    await waitFor(() => expect(result.current.accountToken).not.toBeNull());
    const first = result.current.accountToken;
    act(() => useUserStore.getState().clearUser());
    expect(result.current.accountToken).toBeNull();
    await expect(result.current.ensure()).resolves.toBeNull();
    await signIn('13900139000');
    await waitFor(() => expect(result.current.accountToken).not.toBeNull());
    expect(result.current.accountToken).not.toBe(first);
    expect(exchanges()).toHaveLength(2);
  });

  it('a failed exchange (a site token the sandbox never issued) yields no token and no toast', async () => {
    act(() => useUserStore.setState({ user: { token: 'site-x', nickName: '电竞小王', nnNumber: '1', userUrlNn: '' }, hydrated: true }));
    const { result } = renderHook(() => useLeigodAccount());
    await expect(result.current.ensure()).resolves.toBeNull();
    expect(result.current.accountToken).toBeNull();
    expect(exchanges()).toHaveLength(1);
    expect(useToastStore.getState().items).toEqual([]);
  });
});
