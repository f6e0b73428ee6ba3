// Behaviour across files: the games' "log in first, then do this" — a like or a star chosen while logged out is sent once the login succeeds (components/games/like-button.tsx, use-like-toggle.ts, rating-input.tsx, use-rating.ts; components/auth/open-login.ts requireLogin).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LikeButton } from '@/components/games/like-button';
import { RatingInput } from '@/components/games/rating-input';
import { RATE_SETTLE_MS } from '@/components/games/use-rating';
import type { GameScore } from '@/lib/game-types';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../../support/stores';

/** The games' "log in first, then do this" actions (requireLogin): the action runs after the login. */

/** What the login dialog does on success: the user is stored, then the dialog closes. */
function logInThroughDialog() {
  act(() => {
    useUserStore.getState().setUser(buildUser());
    useModalStore.getState().close();
  });
}

const summary = (myScore: number): GameScore => ({ score: 4.2, count: 10, distribution: { '1': 0, '2': 1, '3': 1, '4': 3, '5': 5 }, myScore });

beforeEach(resetStores);
afterEach(() => vi.useRealTimers());

describe('login first, then the action', () => {
  it('LikeButton: a logged-out like is sent once the login succeeds', async () => {
    const call = vi.fn(async () => ({ praised: true, praise: 6 }));
    render(<LikeButton remarkId={3} initial={{ praised: false, praise: 5 }} call={call} />);
    fireEvent.click(screen.getByRole('button', { name: /点赞/ }));
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    expect(call).not.toHaveBeenCalled();
    logInThroughDialog();
    expect(call).toHaveBeenCalledExactlyOnceWith(3);
    expect(await screen.findByTestId('like-count')).toHaveTextContent('6');
  });

  it('LikeButton: closing the login dialog without logging in sends nothing', () => {
    const call = vi.fn();
    render(<LikeButton remarkId={3} initial={{ praised: false, praise: 5 }} call={call} />);
    fireEvent.click(screen.getByRole('button', { name: /点赞/ }));
    act(() => useModalStore.getState().close());
    expect(call).not.toHaveBeenCalled();
  });

  it('RatingInput: a logged-out star is chosen and sent once the login succeeds', async () => {
    vi.useFakeTimers();
    const call = vi.fn(async (_id: number, score: number) => summary(score));
    render(<RatingInput serverId={7} saved={null} onScore={() => undefined} call={call} />);
    fireEvent.click(screen.getByRole('radio', { name: /4星/ }));
    expect(screen.getByRole('radio', { name: /4星/ })).not.toBeChecked();
    logInThroughDialog();
    expect(screen.getByRole('radio', { name: /4星/ })).toBeChecked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATE_SETTLE_MS + 10);
    });
    expect(call).toHaveBeenCalledExactlyOnceWith(7, 4);
  });
});
