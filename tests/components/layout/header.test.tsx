import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthDomain from '@/components/auth';
import { clearClientCache } from '@/components/download';
import { Header } from '@/components/layout';
import { ModalHost } from '@/components/modal-host';
import { selectCurrentModal, useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../../support/stores';
import { makeRouter, withRouter } from '../../support/router';
import { useSandboxServer } from '../../support/sandbox-server';

const logout = vi.fn(async () => undefined);
vi.mock('@/components/auth', async (importOriginal) => ({ ...(await importOriginal<typeof AuthDomain>()), useLogout: () => logout }));

/** The header against the sandbox (versions, packages); server.use only for a failing version call. */
const { server } = useSandboxServer();
beforeEach(() => {
  resetStores();
  clearClientCache();
  logout.mockClear();
});

const renderHeader = (pathname = '/') => render(withRouter(<Header />, makeRouter({ pathname, asPath: pathname })));

describe('Header', () => {
  it('marks the active tab with aria-current', () => {
    renderHeader('/helpCenter/about');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '客户端' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'NN加速器 首页' })).toHaveAttribute('href', '/');
  });

  it('logged out: 登录 opens the login dialog', async () => {
    useUserStore.setState({ hydrated: true, user: null });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(selectCurrentModal(useModalStore.getState())).toEqual({ name: 'login', mode: undefined });
  });

  it('shows the logged-out state until the store is hydrated, then the user', async () => {
    useUserStore.setState({ hydrated: false, user: buildUser() });
    renderHeader();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('玩家一号')).not.toBeInTheDocument();
    act(() => useUserStore.setState({ hydrated: true }));
    expect(screen.getByText('玩家一号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '用户头像' })).toHaveAttribute('src', 'https://img.test/a.png');
  });

  it('logged in: 退出登录 asks first (温馨提示), then calls useLogout; unsafe or missing avatar falls back', async () => {
    useUserStore.setState({ hydrated: true, user: buildUser({ userUrlNn: 'javascript:alert(1)' }) });
    renderHeader();
    render(<ModalHost />);
    expect(screen.getByRole('img', { name: '用户头像' })).toHaveAttribute('src', '/images/avatar-default.svg');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: '退出登录' })).toBeNull();
    const openMenu = () => userEvent.click(within(banner).getByRole('button', { name: /账号菜单/ }));
    await openMenu();
    await userEvent.click(within(banner).getByRole('button', { name: '退出登录' }));
    let ask = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(ask).toHaveTextContent('温馨提示');
    expect(ask).toHaveTextContent('确定要退出登录吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(logout).not.toHaveBeenCalled();
    await waitFor(() => expect(ask.isConnected).toBe(false));
    await openMenu();
    await userEvent.click(within(banner).getByRole('button', { name: '退出登录' }));
    ask = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await userEvent.click(within(ask).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  }, 60_000);

  it('the avatar opens a menu with 个人中心 and 退出登录; Escape closes it and returns the focus', async () => {
    useUserStore.setState({ hydrated: true, user: buildUser() });
    renderHeader();
    const avatar = screen.getByRole('button', { name: /账号菜单/ });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/nn-user/userCenter');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeVisible();
    screen.getByRole('link', { name: '个人中心' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
  });

  it('the navigation has the site sections, the active one marked', () => {
    renderHeader('/gl/[id]');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['客户端', '/'],
      ['会员/N币', '/nnpay'],
      ['游戏库', '/yxxz'],
      ['活动', '/nn/activity'],
      ['资讯攻略', '/news'],
      ['帮助中心', '/helpCenter'],
    ]);
    expect(within(nav).getByRole('link', { name: '资讯攻略' })).toHaveAttribute('aria-current', 'page');
  });

  it('下载 popover: opens on click with iOS and Android QR codes, Escape closes it', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: '下载' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).not.toBeVisible();
    // Drawn on first open, not for the hidden panel of every page load.
    expect(panel.querySelectorAll('svg[role="img"]')).toHaveLength(0);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(await within(panel).findByRole('img', { name: 'iOS 版下载二维码' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Android 版下载二维码' })).toBeInTheDocument();
    expect(await within(panel).findByText('V5.2.1')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('下载 popover: the Windows client and the QR codes on a desktop, tappable store links and the Windows link to send on a phone', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: '下载' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    await userEvent.click(button);
    const desktop = panel.querySelector<HTMLElement>('[data-variant="desktop"]')!;
    const phone = panel.querySelector<HTMLElement>('[data-variant="phone"]')!;
    expect(within(desktop).getByRole('link', { name: /免费下载 Windows 版/ }).getAttribute('href')).toMatch(/\.exe$/);
    // Before the lookup the server's /download/<platform>, after it the release itself: both tappable.
    const [ios, android] = within(phone).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(ios).toMatch(/^(\/download\/ios|https:\/\/apps\.apple\.com\/.*)$/);
    expect(android).toMatch(/^(\/download\/android|.*\.apk)$/);
    expect(within(phone).getByRole('button', { name: /发送到电脑/ })).toBeInTheDocument();
  });

  it('下载 popover opens on keyboard focus and on hover', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: '下载' });
    for (let i = 0; i < 10 && document.activeElement !== button; i++) await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('no app URL (the app-download and version calls fail): QR slots say so instead of spinning', async () => {
    server.use(
      mswHttp.get('*/api/gw/nn-version/share/channel', () => new HttpResponse(null, { status: 404 })),
      mswHttp.get('*/api/gw/speed/gamemaster/dict/3/app_download/:key', () => new HttpResponse(null, { status: 404 })),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '下载' }));
    expect(await screen.findAllByText('暂未开放')).toHaveLength(2);
  });

  it('the phone menu closes on Escape and gives the focus back to its button', async () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: '打开菜单' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '活动' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('one Escape closes only the innermost disclosure; a press outside closes 下载 and the account menu, not the phone menu', async () => {
    useUserStore.setState({ hydrated: true, user: buildUser() });
    renderHeader();
    const menu = screen.getByRole('button', { name: '打开菜单' });
    const download = screen.getByRole('button', { name: '下载' });
    const avatar = screen.getByRole('button', { name: /账号菜单/ });
    await userEvent.click(menu);
    await userEvent.click(download);
    await userEvent.keyboard('{Escape}');
    expect(download).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(download);
    await userEvent.click(avatar);
    expect(download).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('mobile menu button toggles the navigation panel', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: '打开菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
  });
});
