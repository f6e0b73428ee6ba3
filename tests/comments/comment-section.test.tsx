import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectHttp } from '@/components/app-effects';
import { CommentSection } from '@/components/comments';
import type { CommentItem } from '@/lib/content-types';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { useMockServer } from '../support/http';
import { buildUser, resetStores } from '../support/stores';

const { server, requests } = useMockServer();
const env = (retData: unknown, total?: number) => HttpResponse.json({ retCode: '100', retMsg: 'ok', retData, total, success: true });

const EXISTING: CommentItem = { id: 7, userNick: '夜猫子玩家', userAvatar: '', content: '<b>不是HTML</b>[微笑]', createTime: 1_790_000_000_000, praise: 2, praised: false };

beforeAll(connectHttp);
beforeEach(() => {
  resetStores();
  server.use(
    http.get('*/nn-assist/comment/list', () => env([EXISTING], 1)),
    http.post('*/nn-assist/comment/praise', () => env({ praised: true, praise: 3 })),
    http.post('*/nn-assist/comment/add', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      return env({ ...EXISTING, id: 8, userNick: '玩家一号', content: body.content, praise: 0 });
    }),
  );
});

describe('CommentSection', () => {
  it('loads the list (no IntersectionObserver: at once) and renders text as text, emoji as images', async () => {
    render(<CommentSection targetType="article" targetId={10001} />);
    const item = await screen.findByText('夜猫子玩家');
    const li = item.closest('li')!;
    expect(li.querySelector('b')).toBeNull();
    expect(li).toHaveTextContent('<b>不是HTML</b>');
    expect(li.querySelector('img[alt="[微笑]"]')).not.toBeNull();
    expect(new URL(requests[0]!.url).searchParams.get('targetId')).toBe('10001');
    expect(screen.getByRole('heading', { name: /玩家评论（1）/ })).toBeInTheDocument();
  });

  it('liking while logged out opens the login dialog; logged in it toggles the count', async () => {
    render(<CommentSection targetType="game" targetId={101} />);
    fireEvent.click(await screen.findByRole('button', { name: '点赞（2）' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'login' });
    useUserStore.getState().setUser(buildUser());
    fireEvent.click(await screen.findByRole('button', { name: '点赞（2）' }));
    expect(await screen.findByRole('button', { name: '取消点赞（3）' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sent comment appears first with the token header', async () => {
    useUserStore.getState().setUser(buildUser());
    render(<CommentSection targetType="article" targetId={10001} />);
    await screen.findByText('夜猫子玩家');
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '新评论[点赞]' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('新评论'));
    const add = requests.find((r) => r.url.includes('/comment/add'))!;
    expect(add.headers.get('token')).toBe('tok-123');
    expect(screen.getAllByRole('listitem')[0]!.querySelector('img[alt="[点赞]"]')).not.toBeNull();
  });
});
