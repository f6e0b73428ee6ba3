import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from '@/pages/404';
import { makeRouter, withRouter } from '../support/router';

vi.mock('@/components/auth', () => ({ useLogout: () => async () => undefined }));

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/some/unknown?from=baidu&tag=a&tag=b');
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('404 page', () => {
  it('says the visitor is somewhere unknown and offers the Windows download', () => {
    render(withRouter(<NotFoundPage />));
    expect(screen.getByRole('heading', { level: 1, name: '你来到了一片未知的领域' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', expect.stringMatching(/^https?:\/\/|^\//));
  });

  it('offers search and popular pages; the phone variant offers the app, never the .exe', () => {
    const { container } = render(withRouter(<NotFoundPage />));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/content/search');
    expect(within(form).getByRole('searchbox', { name: '搜索资讯、攻略与帮助' })).toHaveAttribute('name', 'keyword');
    expect(within(screen.getByRole('navigation', { name: '热门页面' })).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/nnpay', '/yxxz', '/nn/activity', '/news', '/helpCenter']);
    const phone = container.querySelector<HTMLElement>('main [data-variant="phone"]')!;
    expect(within(phone).getByRole('link', { name: '下载 NN加速器 App' })).toHaveAttribute('href', '/download/app');
    expect(within(phone).queryAllByRole('link').some((a) => /\.exe$/.test(a.getAttribute('href') ?? ''))).toBe(false);
  });

  it('starting a search pauses the countdown: no leaving the page under the visitor\'s fingers', () => {
    const router = makeRouter();
    render(withRouter(<NotFoundPage />, router));
    tick(2000);
    act(() => screen.getByRole('searchbox', { name: '搜索资讯、攻略与帮助' }).focus());
    expect(screen.getByText('已暂停自动返回首页')).toBeInTheDocument();
    tick(10_000);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('counts down 5→0 one per second, then router.replace with the query as an object', () => {
    const router = makeRouter();
    render(withRouter(<NotFoundPage />, router));
    expect(screen.getByText('5秒后返回首页')).toBeInTheDocument();
    tick(999);
    expect(screen.getByText('5秒后返回首页')).toBeInTheDocument();
    tick(1);
    expect(screen.getByText('4秒后返回首页')).toBeInTheDocument();
    tick(3000);
    expect(screen.getByText('1秒后返回首页')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    tick(1000);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { from: 'baidu', tag: ['a', 'b'] } });
    tick(5000);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('返回首页 goes home at once with the same query, and the countdown does not navigate again', () => {
    const router = makeRouter();
    render(withRouter(<NotFoundPage />, router));
    tick(1000);
    act(() => screen.getByRole('button', { name: '返回首页' }).click());
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { from: 'baidu', tag: ['a', 'b'] } });
    tick(10_000);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('no query: an empty query object, never a concatenated URL', () => {
    window.history.replaceState(null, '', '/lost');
    const router = makeRouter();
    render(withRouter(<NotFoundPage />, router));
    tick(5000);
    const [arg] = vi.mocked(router.replace).mock.calls[0];
    expect(arg).toEqual({ pathname: '/', query: {} });
    expect(typeof arg).toBe('object');
  });
});
