import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as leigod from '@/services/leigod';
import { useUserStore } from '@/stores/user-store';
import { useLeigodAccount } from '@/components/campaigns/engine/use-leigod-account';

vi.mock('@/services/leigod', async (original) => ({ ...(await original<typeof leigod>()), exchangeLeigodToken: vi.fn() }));
const exchange = vi.mocked(leigod.exchangeLeigodToken);

const signIn = (token: string) => act(() => useUserStore.setState({ user: { token, nickName: '电竞小王', nnNumber: '1', userUrlNn: '' }, hydrated: true }));

beforeEach(() => {
  exchange.mockReset();
  act(() => useUserStore.setState({ user: null, hydrated: true }));
});

describe('useLeigodAccount', () => {
  it('exchanges the site token once for every caller, and ensure() waits for it', async () => {
    let resolve!: (v: { account_token: string; expires_in: number }) => void;
    exchange.mockReturnValue(new Promise((r) => (resolve = r)));
    signIn('site-1');
    const a = renderHook(() => useLeigodAccount());
    const b = renderHook(() => useLeigodAccount());
    expect(a.result.current.accountToken).toBeNull();
    const waiting = a.result.current.ensure();
    resolve({ account_token: 'acct-1', expires_in: 7200 });
    await expect(waiting).resolves.toBe('acct-1');
    await waitFor(() => expect(b.result.current.accountToken).toBe('acct-1'));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('site-1', { ignoreError: true });
  });

  it('is null once the user is cleared (an expired account token clears the user silently) and exchanges again after login', async () => {
    exchange.mockResolvedValueOnce({ account_token: 'acct-a', expires_in: 7200 }).mockResolvedValueOnce({ account_token: 'acct-b', expires_in: 7200 });
    signIn('site-a');
    const { result } = renderHook(() => useLeigodAccount());
    await waitFor(() => expect(result.current.accountToken).toBe('acct-a'));
    act(() => useUserStore.getState().clearUser());
    expect(result.current.accountToken).toBeNull();
    await expect(result.current.ensure()).resolves.toBeNull();
    signIn('site-b');
    await waitFor(() => expect(result.current.accountToken).toBe('acct-b'));
  });

  it('a failed exchange yields no token', async () => {
    exchange.mockRejectedValue({ code: 'auth_40001', msg: '登录已失效' });
    signIn('site-x');
    const { result } = renderHook(() => useLeigodAccount());
    await expect(result.current.ensure()).resolves.toBeNull();
    expect(result.current.accountToken).toBeNull();
  });
});
