// Behaviour across files: the session hooks against the sandbox — logout, and the session sync on mount, route change and tab visibility (components/auth/use-logout.ts, use-auth-sync.ts).
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import Router from 'next/router';
import { useAuthSync, useLogout } from '@/components/auth';
import { readAuthToken, writeAuthToken } from '@/lib/cookies';
import { connectHttp } from '@/components/app-effects';
import { useModalStore } from '@/stores/modal-store';
import { USER_INFO_KEY, useUserStore } from '@/stores/user-store';
import { loginBySms, post, type LoginData } from '../../support/sandbox-calls';
import { useSandboxServer } from '../../support/sandbox-server';
import { buildUser, resetStores } from '../../support/stores';
import { errorEnvelope, pathsOf, PHONE, resetToasts, toastTexts } from '../../support/login-dialog';

const { server, requests } = useSandboxServer();
const INFO = '/api/gw/u-nnpc/getUserInfoByToken';

/** A session the sandbox issued for PHONE (its token, and the profile it answers for it). */
let session: LoginData;

beforeEach(async () => {
  resetStores();
  resetToasts();
  session = (await loginBySms(PHONE)).retData;
});

/** Whether the sandbox still takes the token (asked through the gateway directly). */
const tokenValid = async (token: string) => (await post('/u-nnpc/getUserInfoByToken', {}, { token })).retCode === '100';

describe('useLogout', () => {
  it('revokes the token, clears the user and says 注销成功~', async () => {
    useUserStore.getState().setUser(buildUser({ token: session.token }));
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(useUserStore.getState().user).toBeNull();
    expect(readAuthToken()).toBeUndefined();
    expect(toastTexts()).toEqual(['success:注销成功~']);
    expect(await requests[0]!.clone().json()).toMatchObject({ token: session.token });
    expect(await tokenValid(session.token)).toBe(false);
  });

  it('clears the user anyway on an auth code, without the success toast', async () => {
    server.use(http.post('*/u-nnpc/logout', () => errorEnvelope('auth_10003', '登录已失效')));
    useUserStore.getState().setUser(buildUser());
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(useUserStore.getState().user).toBeNull();
    expect(toastTexts()).not.toContain('success:注销成功~');
  });

  it('keeps the session when the server refuses for another reason', async () => {
    server.use(http.post('*/u-nnpc/logout', () => errorEnvelope('SYS_500', '系统繁忙')));
    useUserStore.getState().setUser(buildUser());
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(useUserStore.getState().user?.token).toBe('tok-123');
  });
});

describe('useAuthSync', () => {
  /** What the sandbox answers for the session's token. */
  const profile = () => ({ nickName: session.nickName, nnNumber: session.nnNumber, userUrlNn: session.userUrlNn });
  /** The hook starts in the task after the mount's (lib/own-task). */
  const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const mountSync = async () => {
    const view = renderHook(() => useAuthSync());
    await nextTask();
    return view;
  };

  it('hydrates the store from localStorage on mount, then revalidates the session once', async () => {
    // Stored by another tab under an older name: the revalidation brings the sandbox's profile.
    const user = buildUser({ token: session.token, nickName: '别的标签页' });
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    writeAuthToken(user.token);
    const seen: unknown[] = [];
    const unsubscribe = useUserStore.subscribe((state) => seen.push(state.user));
    renderHook(() => useAuthSync());
    // In the task after the mount's (lib/own-task): first the browser copy, then the revalidated profile.
    expect(useUserStore.getState().hydrated).toBe(false);
    await nextTask();
    unsubscribe();
    expect(useUserStore.getState().hydrated).toBe(true);
    expect(seen[0]).toEqual(user);
    await waitFor(() => expect(useUserStore.getState().user).toEqual({ ...profile(), token: user.token }));
    expect(pathsOf(requests)).toEqual([INFO]);
    act(() => Router.events.emit('routeChangeComplete', '/news', { shallow: false }));
    await new Promise((r) => setTimeout(r, 30));
    expect(pathsOf(requests)).toEqual([INFO]);
  });

  it('a revoked session found on load clears the user and opens the login dialog', async () => {
    connectHttp();
    const user = buildUser({ token: session.token });
    // Signed out elsewhere: the sandbox revokes the token and answers auth_10003 for it.
    await post('/__sandbox/revoke', { token: session.token });
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    writeAuthToken(user.token);
    await mountSync();
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(readAuthToken()).toBeUndefined();
    expect(useModalStore.getState().current).toEqual({ name: 'login', mode: undefined });
    // The warning toast itself is the http policy's (tests/lib/http/client.test.ts) and e2e/login.spec.ts.
  });

  it('with a cookie but no store token, fetches the user on route change and on becoming visible', async () => {
    await mountSync();
    expect(requests).toHaveLength(0);
    writeAuthToken(session.token);
    act(() => Router.events.emit('routeChangeComplete', '/news', { shallow: false }));
    await waitFor(() => expect(useUserStore.getState().user).toEqual({ ...profile(), token: session.token }));
    expect(requests[0]!.headers.get('token')).toBe(session.token);

    act(() => useUserStore.setState({ user: null }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(pathsOf(requests)).toEqual([INFO, INFO]));
    await waitFor(() => expect(useUserStore.getState().user?.token).toBe(session.token));
  });

  it('does not fetch while the page is hidden', async () => {
    await mountSync();
    writeAuthToken('tok-cookie');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await new Promise((r) => setTimeout(r, 30));
    expect(requests).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('clears the user when the cookie is gone (logged out in another tab)', async () => {
    await mountSync();
    act(() => useUserStore.setState({ user: buildUser() }));
    act(() => Router.events.emit('routeChangeComplete', '/gl', { shallow: false }));
    expect(useUserStore.getState().user).toBeNull();
  });

  it('stops listening after unmount', async () => {
    const { unmount } = await mountSync();
    unmount();
    writeAuthToken('tok-cookie');
    act(() => Router.events.emit('routeChangeComplete', '/x', { shallow: false }));
    expect(requests).toHaveLength(0);
  });
});
