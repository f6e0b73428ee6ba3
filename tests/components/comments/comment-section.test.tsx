import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectHttp } from '@/components/app-effects';
import { CommentSection } from '@/components/comments';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { loginBySms, post } from '../../support/sandbox-calls';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';

const { server, requests } = useSandboxServer();

/** A news article and a game the seed gives no comments. */
const ARTICLE = 10005;
const GAME = 101;

/** A comment by 夜猫子玩家, written through the sandbox's own API; returns the commenter's session. */
async function commentAs(targetType: 'article' | 'game', targetId: number, content: string) {
  const login = await loginBySms('13900139000');
  await post('/nn-assist/comment/add', { targetType, targetId, content }, { token: login.retData.token });
  return login.retData;
}

beforeAll(connectHttp);
beforeEach(resetStores);

describe('CommentSection', () => {
  it('loads the list (no IntersectionObserver: at once) and renders text as text, emoji as images', async () => {
    await commentAs('article', ARTICLE, '<b>不是HTML</b>[微笑]');
    render(<CommentSection targetType="article" targetId={ARTICLE} />);
    const item = await screen.findByText('夜猫子玩家');
    const li = item.closest('li')!;
    expect(li.querySelector('b')).toBeNull();
    expect(li).toHaveTextContent('<b>不是HTML</b>');
    expect(li.querySelector('img[alt="[微笑]"]')).not.toBeNull();
    const list = requests.find((r) => r.url.includes('/comment/list'))!;
    expect(new URL(list.url).searchParams.get('targetId')).toBe(String(ARTICLE));
    expect(screen.getByRole('heading', { name: /玩家评论（1）/ })).toBeInTheDocument();
  });

  it('liking while logged out opens the login dialog; logged in it toggles the count', async () => {
    const commenter = await commentAs('game', GAME, '好游戏[点赞]');
    render(<CommentSection targetType="game" targetId={GAME} />);
    fireEvent.click(await screen.findByRole('button', { name: '点赞（0）' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'login' });
    useUserStore.getState().setUser(commenter);
    fireEvent.click(await screen.findByRole('button', { name: '点赞（0）' }));
    expect(await screen.findByRole('button', { name: '取消点赞（1）' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sent comment appears first with the token header', async () => {
    const user = await commentAs('article', ARTICLE, '第一条');
    useUserStore.getState().setUser(user);
    render(<CommentSection targetType="article" targetId={ARTICLE} />);
    await screen.findByText('夜猫子玩家');
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '新评论[点赞]' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('新评论'));
    const add = requests.find((r) => r.url.includes('/comment/add'))!;
    expect(add.headers.get('token')).toBe(user.token);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('img[alt="[点赞]"]')).not.toBeNull();
  });

  it('a failed list (fault injected) says so and offers a retry that loads it', async () => {
    await commentAs('article', ARTICLE, '第一条');
    server.use(http.get('*/api/gw/nn-assist/comment/list', () => HttpResponse.json({ retCode: '500', retMsg: '服务繁忙', retData: null, success: false }), { once: true }));
    render(<CommentSection targetType="article" targetId={ARTICLE} />);
    expect(await screen.findByText(/评论加载失败/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('夜猫子玩家')).toBeInTheDocument();
  });
});
