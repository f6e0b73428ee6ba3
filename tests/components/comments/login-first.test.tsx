// Behaviour across files: the comments' "log in first, then do this" — a like waits for the login, a send only opens it (components/comments/comment-box.tsx, comment-section.tsx, use-comments.ts; components/auth/open-login.ts requireLogin).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { connectHttp } from '@/components/app-effects';
import { CommentBox, CommentSection, SEND_THROTTLE_MS } from '@/components/comments';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { loginBySms } from '../../support/sandbox-calls';
import { useSandboxServer } from '../../support/sandbox-server';
import { buildUser, resetStores } from '../../support/stores';

/** The comments' login checks: a like is "log in first, then do this" (requireLogin); a send only opens the login. */

useSandboxServer();

/** What the login dialog does on success: the user is stored, then the dialog closes. */
function logInThroughDialog(user = buildUser()) {
  act(() => {
    useUserStore.getState().setUser(user);
    useModalStore.getState().close();
  });
}

beforeAll(connectHttp);
beforeEach(resetStores);

describe('login first, then the action', () => {
  it('CommentBox: a logged-out send opens the login dialog; after the login the text waits for 发送 again (public text is never posted implicitly)', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<CommentBox onSend={onSend} />);
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: ' 好文 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    await new Promise((r) => setTimeout(r, SEND_THROTTLE_MS + 50));
    logInThroughDialog();
    await new Promise((r) => setTimeout(r, 100));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '发表评论' })).toHaveValue(' 好文 ');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledExactlyOnceWith('好文'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '发表评论' })).toHaveValue(''));
  });

  it('CommentBox: closing the login dialog without logging in delivers nothing and keeps the text', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<CommentBox onSend={onSend} />);
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '好文' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    act(() => useModalStore.getState().close());
    await new Promise((r) => setTimeout(r, 400));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '发表评论' })).toHaveValue('好文');
  });

  it('CommentSection: a logged-out like (a seeded comment of article 10006) is sent once the login succeeds', async () => {
    render(<CommentSection targetType="article" targetId={10006} />);
    const like = (await screen.findAllByRole('button', { name: /^点赞（\d+）$/ }, { timeout: 5000 }))[0]!;
    const count = Number(/（(\d+)）/.exec(like.getAttribute('aria-label') ?? like.textContent ?? '')![1]);
    fireEvent.click(like);
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    const { retData } = await loginBySms('13700137000');
    logInThroughDialog(buildUser({ token: retData.token }));
    expect(await screen.findByRole('button', { name: `取消点赞（${count + 1}）` }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'true');
  });
});
