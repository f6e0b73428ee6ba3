import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { toast, useToastStore } from '@/lib/toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ items: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a warning as an alert and removes it after 3 s', () => {
    render(createElement(Toaster));
    act(() => toast.warning('当前登录信息已失效，请重新登录!'));
    expect(screen.getByRole('alert')).toHaveTextContent('当前登录信息已失效，请重新登录!');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not show an identical message twice while it is open', () => {
    render(createElement(Toaster));
    act(() => {
      toast.success('注销成功~');
      toast.success('注销成功~');
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    act(() => toast.success('注销成功~'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
