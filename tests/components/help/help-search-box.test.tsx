import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EMPTY_TEXT, HelpSearchBox } from '@/components/help/help-search-box';
import { HISTORY_KEY, HISTORY_MAX, pushHistory, readHistory } from '@/components/help/search-history';
import { SEARCH_DEBOUNCE_MS } from '@/components/help/use-help-search';
import { makeRouter, withRouter } from '../../support/router';
import { useMockServer } from '../../support/http';

const { server, requests } = useMockServer();

const HITS = [
  { id: 611, title: '收不到验证码怎么办' },
  { id: 612, title: '验证码错误或已过期' },
];

function answer(list: { id: number; title: string }[]) {
  server.use(http.post('*/nn-assist/pcAdvert/findArticleByTitle', () => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData: list, total: list.length, success: true })));
}

const input = () => screen.getByRole('combobox', { name: '搜索帮助与资讯' });

async function typeAndWait(value: string) {
  fireEvent.change(input(), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
  // Let msw answer.
  await act(async () => {
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 30));
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
}

describe('HelpSearchBox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('is a GET form to /content/search that works without JS', () => {
    render(withRouter(<HelpSearchBox defaultValue="延迟" />));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/content/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'keyword');
    expect(input()).toHaveAttribute('maxLength', '20');
    expect(input()).toHaveValue('延迟');
  });

  it('cuts input to 20 characters (by code point)', () => {
    render(withRouter(<HelpSearchBox />));
    fireEvent.change(input(), { target: { value: '延'.repeat(25) } });
    expect(input()).toHaveValue('延'.repeat(20));
    fireEvent.change(input(), { target: { value: '🎮'.repeat(25) } });
    expect(Array.from((input() as HTMLInputElement).value)).toHaveLength(20);
  });

  it('debounces 300 ms: one call for a burst of typing, with the last text', async () => {
    answer(HITS);
    render(withRouter(<HelpSearchBox />));
    input().focus();
    fireEvent.change(input(), { target: { value: '验' } });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input(), { target: { value: '验证' } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(requests).toHaveLength(0);
    await typeAndWait('验证码');
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.clone().json()).toEqual({ title: '验证码' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(HITS.map((h) => h.title));
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows 找不到相关内容 for an empty result', async () => {
    answer([]);
    render(withRouter(<HelpSearchBox />));
    input().focus();
    await typeAndWait('没有这个问题');
    expect(screen.getByText(EMPTY_TEXT)).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keyboard: arrows move, Enter opens the result and records history, Escape closes', async () => {
    answer(HITS);
    const router = makeRouter();
    render(withRouter(<HelpSearchBox />, router));
    input().focus();
    await typeAndWait('验证码');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/helpCenter/612');
    expect(readHistory()[0]).toEqual(HITS[1]);

    fireEvent.change(input(), { target: { value: '验证' } });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('focused and empty: shows the history (at most 10), which can be cleared', () => {
    for (let i = 0; i < 12; i += 1) pushHistory({ id: 600 + i, title: `问题 ${i}` });
    expect(readHistory()).toHaveLength(HISTORY_MAX);
    render(withRouter(<HelpSearchBox />));
    fireEvent.focus(input());
    const list = screen.getByRole('listbox', { name: '搜索历史' });
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(10);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('问题 11');
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('history keeps one copy of an entry, newest first, and survives bad storage', () => {
    pushHistory({ id: 1, title: 'a' });
    pushHistory({ id: 2, title: 'b' });
    pushHistory({ id: 1, title: 'a' });
    expect(readHistory().map((e) => e.id)).toEqual([1, 2]);
    window.localStorage.setItem(HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify([{ id: 'x' }, { id: 3, title: 'c' }]));
    expect(readHistory()).toEqual([{ id: 3, title: 'c' }]);
  });
});
