import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EMPTY_TEXT, HelpSearchBox } from '@/components/help/help-search-box';
import { HISTORY_KEY, HISTORY_MAX, pushHistory, readHistory } from '@/components/help/search-history';
import { SEARCH_DEBOUNCE_MS } from '@/components/help/use-help-search';
import { makeRouter, withRouter } from '../../support/router';
import { post } from '../../support/sandbox-calls';
import { useSandboxServer } from '../../support/sandbox-server';

const { server, requests } = useSandboxServer();

type Hit = { id: number; title: string };

/** What the sandbox finds for `title` (asked through the gateway directly: not one of the box's requests). */
async function sandboxHits(title: string): Promise<Hit[]> {
  return (await post<Hit[]>('/nn-assist/pcAdvert/findArticleByTitle', { title })).retData;
}

const input = () => screen.getByRole('combobox', { name: '搜索帮助与资讯' });

/** Answers the sandbox has sent so far (msw's response event). */
let answered = 0;
server.events.on('response:mocked', () => {
  answered += 1;
});

async function typeAndWait(value: string) {
  const before = answered;
  fireEvent.change(input(), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
  // Let the sandbox answer, then the box render it.
  await act(async () => {
    vi.useRealTimers();
    await waitFor(() => expect(answered).toBeGreaterThan(before));
    await new Promise((r) => setTimeout(r, 30));
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
}

describe('HelpSearchBox', () => {
  // The sandbox's help articles: 验证码 and 密码 (two) have hits, 没有这个问题 none. Asked before the
  // fake clock starts (the first call also builds the sandbox's seed).
  let codeHits: Hit[] = [];
  let passwordHits: Hit[] = [];
  beforeEach(async () => {
    codeHits = await sandboxHits('验证码');
    passwordHits = await sandboxHits('密码');
    expect(codeHits.length).toBeGreaterThan(0);
    expect(passwordHits).toHaveLength(2);
    expect(await sandboxHits('没有这个问题')).toEqual([]);
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
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

  it('prefilled by the page (a results page), asks nothing until the visitor is in the box', async () => {
    render(withRouter(<HelpSearchBox defaultValue="验证码" />));
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
    // Time for a lookup the debounce let through to reach the sandbox (the http client loads lazily).
    await act(async () => {
      vi.useRealTimers();
      await new Promise((r) => setTimeout(r, 500));
      vi.useFakeTimers({ shouldAdvanceTime: false });
    });
    expect(requests).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    const before = answered;
    act(() => input().focus());
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => {
      vi.useRealTimers();
      await waitFor(() => expect(answered).toBeGreaterThan(before));
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(requests).toHaveLength(1);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(codeHits.map((h) => h.title));
  });

  it('cuts input to 20 characters (by code point)', () => {
    render(withRouter(<HelpSearchBox />));
    fireEvent.change(input(), { target: { value: '延'.repeat(25) } });
    expect(input()).toHaveValue('延'.repeat(20));
    fireEvent.change(input(), { target: { value: '🎮'.repeat(25) } });
    expect(Array.from((input() as HTMLInputElement).value)).toHaveLength(20);
  });

  it('debounces 300 ms: one call for a burst of typing, with the last text', async () => {
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
    expect(options.map((o) => o.textContent)).toEqual(codeHits.map((h) => h.title));
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows 找不到相关内容 for an empty result', async () => {
    render(withRouter(<HelpSearchBox />));
    input().focus();
    await typeAndWait('没有这个问题');
    expect(screen.getByText(EMPTY_TEXT)).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keyboard: arrows move, Enter opens the result and records history, Escape closes', async () => {
    const router = makeRouter();
    render(withRouter(<HelpSearchBox />, router));
    input().focus();
    await typeAndWait('密码');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith(`/helpCenter/${passwordHits[1]!.id}`);
    expect(readHistory()[0]).toEqual(passwordHits[1]);

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
