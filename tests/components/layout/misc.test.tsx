// Behaviour across files: the layout's small helpers — user-agent checks, same-origin redirect targets, the customer-service button (lib/ua.ts, lib/redirect.ts, components/layout/customer-service-button.tsx).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerServiceButton } from '@/components/layout';
import { SETTLE_MS } from '@/components/layout/customer-service-button';
import { queryFromSearch, sameOriginPath } from '@/lib/redirect';
import { SITE } from '@/lib/site';
import { isEdgeUA, isMobileUA } from '@/lib/ua';

describe('isMobileUA / isEdgeUA', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', false],
    ['', false],
    [undefined, false],
  ])('isMobileUA(%j) = %s', (ua, expected) => {
    expect(isMobileUA(ua)).toBe(expected);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0.2592.87', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/70 Safari/537.36 Edge/18.19045', true],
    ['Mozilla/5.0 (Linux; Android 10) Chrome/126 Mobile Safari/537.36 EdgA/126.0', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    [null, false],
  ])('isEdgeUA(%j) = %s', (ua, expected) => {
    expect(isEdgeUA(ua)).toBe(expected);
  });
});

describe('sameOriginPath / queryFromSearch', () => {
  const origin = 'https://www.nn.com';
  it.each([
    ['/news/1?x=1#a', '/news/1?x=1#a'],
    ['https://www.nn.com/gl?y=2', '/gl?y=2'],
    ['https://evil.example/', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['news', undefined],
    ['/a\nb', undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(sameOriginPath(input, origin)).toBe(expected);
  });

  it('repeated keys become arrays', () => {
    expect(queryFromSearch('?a=1&b=2&a=3&c=')).toEqual({ a: ['1', '3'], b: '2', c: '' });
    expect(queryFromSearch('')).toEqual({});
  });
});

describe('CustomerServiceButton', () => {
  it('opens the chat window with the fixed name and features', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<CustomerServiceButton />);
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(open).toHaveBeenCalledWith(SITE.serviceChat, 'nn_service', 'width=800,height=640,noopener');
    open.mockRestore();
  });

  it('steps aside while the page scrolls (back once it settles) and while a text field has the focus', () => {
    vi.useFakeTimers();
    render(
      <>
        <input aria-label="评论" />
        <button type="button">发送</button>
        <CustomerServiceButton />
      </>,
    );
    const button = screen.getByRole('button', { name: '在线客服' });
    expect(button).not.toHaveAttribute('data-aside');
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(button).toHaveAttribute('data-aside');
    act(() => void vi.advanceTimersByTime(SETTLE_MS + 10));
    expect(button).not.toHaveAttribute('data-aside');
    act(() => screen.getByRole('textbox', { name: '评论' }).focus());
    expect(button).toHaveAttribute('data-aside');
    act(() => screen.getByRole('button', { name: '发送' }).focus());
    expect(button).not.toHaveAttribute('data-aside');
    vi.useRealTimers();
  });
});
