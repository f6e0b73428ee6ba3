// Behaviour across files: the game page's rating and like controls — one request at a time, the last choice wins, failures put the saved state back (components/games/rating-input.tsx, use-rating.ts, like-button.tsx, use-like-toggle.ts).
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LikeButton } from '@/components/games/like-button';
import { RatingInput } from '@/components/games/rating-input';
import { RATE_SETTLE_MS } from '@/components/games/use-rating';
import type { GameScore, PraiseState } from '@/lib/game-types';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../../support/stores';

const summary = (myScore: number): GameScore => ({ score: 4.2, count: 10, distribution: { '1': 0, '2': 1, '3': 1, '4': 3, '5': 5 }, myScore });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const login = () => useUserStore.setState({ user: buildUser() });
const loginOpen = () => useModalStore.getState().current?.name === 'login';

beforeEach(() => resetStores());
afterEach(() => vi.useRealTimers());

describe('RatingInput', () => {
  it('is a radio group of five stars and nothing outside 1–5 exists', () => {
    render(<RatingInput serverId={1} saved={null} onScore={() => undefined} call={vi.fn()} />);
    expect(screen.getByRole('group', { name: '我的评分' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('logged out: choosing a star opens the login dialog and sends nothing', async () => {
    const call = vi.fn();
    render(<RatingInput serverId={1} saved={null} onScore={() => undefined} call={call} />);
    await userEvent.click(screen.getByRole('radio', { name: /4星/ }));
    expect(loginOpen()).toBe(true);
    expect(screen.getByRole('radio', { name: /4星/ })).not.toBeChecked();
    expect(call).not.toHaveBeenCalled();
  });

  it('quick changes and double clicks settle into one request with the last choice', async () => {
    vi.useFakeTimers();
    login();
    const call = vi.fn(async (_id: number, score: number) => summary(score));
    const onScore = vi.fn();
    render(<RatingInput serverId={7} saved={null} onScore={onScore} call={call} />);
    fireEvent.click(screen.getByRole('radio', { name: /3星/ }));
    fireEvent.click(screen.getByRole('radio', { name: /5星/ }));
    fireEvent.click(screen.getByRole('radio', { name: /5星/ }));
    expect(screen.getByRole('radio', { name: /5星/ })).toBeChecked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(7, 5);
    expect(onScore).toHaveBeenCalledWith(summary(5));
    // The same star again: already saved, nothing sent.
    fireEvent.click(screen.getByRole('radio', { name: /5星/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a change while a call runs is sent after it, never in parallel', async () => {
    vi.useFakeTimers();
    login();
    const first = deferred<GameScore>();
    const call = vi.fn((_id: number, score: number) => (score === 2 ? first.promise : Promise.resolve(summary(score))));
    render(<RatingInput serverId={7} saved={4} onScore={() => undefined} call={call} />);
    fireEvent.click(screen.getByRole('radio', { name: /2星/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    fireEvent.click(screen.getByRole('radio', { name: /1星/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      first.resolve(summary(2));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(7, 1);
  });

  it('a failed rating puts the saved one back', async () => {
    vi.useFakeTimers();
    login();
    const call = vi.fn(async () => Promise.reject(new Error('boom')));
    render(<RatingInput serverId={7} saved={4} onScore={() => undefined} call={call} />);
    fireEvent.click(screen.getByRole('radio', { name: /1星/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    expect(screen.getByRole('radio', { name: /4星/ })).toBeChecked();
  });

  it('arrow keys move the choice (keyboard accessible)', async () => {
    login();
    render(<RatingInput serverId={7} saved={3} onScore={() => undefined} call={vi.fn(async (_i: number, s: number) => summary(s))} />);
    screen.getByRole('radio', { name: /3星/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /4星/ })).toBeChecked();
  });
});

describe('LikeButton', () => {
  it('logged out: opens the login dialog, sends nothing', async () => {
    const call = vi.fn();
    render(<LikeButton remarkId={1} initial={{ praised: false, praise: 5 }} call={call} />);
    await userEvent.click(screen.getByRole('button', { name: /点赞/ }));
    expect(loginOpen()).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('double click → one toggle; the count moves at once and takes the server value', async () => {
    login();
    const answer = deferred<PraiseState>();
    const call = vi.fn(() => answer.promise);
    render(<LikeButton remarkId={9} initial={{ praised: false, praise: 1499 }} call={call} />);
    const button = screen.getByRole('button', { name: /点赞/ });
    await userEvent.dblClick(button);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(9);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('1.5K');
    await act(async () => answer.resolve({ praised: true, praise: 1501 }));
    expect(screen.getByTestId('like-count')).toHaveTextContent('1.5K');
    expect(button).toHaveAccessibleName('取消点赞，当前 1501 个赞');
  });

  it('un-like, and a failure rolls the count back', async () => {
    login();
    const call = vi.fn().mockResolvedValueOnce({ praised: false, praise: 2 }).mockRejectedValueOnce(new Error('boom'));
    render(<LikeButton remarkId={3} initial={{ praised: true, praise: 3 }} call={call} />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    await userEvent.click(button);
    expect(call).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
  });
});
