import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentBox, CommentText, OVER_LIMIT_MESSAGE, SEND_THROTTLE_MS } from '@/components/comments';
import { RemarkText } from '@/components/games/remark-text';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../../support/stores';

beforeEach(resetStores);

const box = () => screen.getByRole('textbox', { name: '发表评论' });
const sendBtn = () => screen.getByRole('button', { name: '发送' });

describe('CommentBox', () => {
  it('send is disabled while empty or blank', async () => {
    render(<CommentBox onSend={vi.fn()} />);
    expect(sendBtn()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(sendBtn()).toBeDisabled();
    await userEvent.type(box(), '好');
    expect(sendBtn()).toBeEnabled();
  });

  it('send stays disabled for text that shows nothing (U+3164 fillers, zero-width, Braille blank)', () => {
    render(<CommentBox onSend={vi.fn()} />);
    for (const blank of ['\u3164', '\u3164 \u3164', '\u200b\u2800\uffa0', '\u115f\u1160\ufe0f']) {
      fireEvent.change(box(), { target: { value: blank } });
      expect(sendBtn()).toBeDisabled();
    }
    fireEvent.change(box(), { target: { value: '\u3164好' } });
    expect(sendBtn()).toBeEnabled();
  });

  it('counts an emoji token as one and shows the over-limit message past 200', async () => {
    render(<CommentBox onSend={vi.fn()} />);
    fireEvent.change(box(), { target: { value: `${'a'.repeat(199)}[微笑]` } });
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(screen.queryByText(OVER_LIMIT_MESSAGE)).toBeNull();
    expect(sendBtn()).toBeEnabled();
    fireEvent.change(box(), { target: { value: `${'a'.repeat(199)}[微笑][大笑]` } });
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('当前输入内容超出限制长度');
    expect(sendBtn()).toBeDisabled();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('respects a custom maxLength', () => {
    render(<CommentBox onSend={vi.fn()} maxLength={5} />);
    fireEvent.change(box(), { target: { value: '一二三四五六' } });
    expect(screen.getByText(OVER_LIMIT_MESSAGE)).toBeInTheDocument();
  });

  it('the emoji toggle opens the /emoji/ images and inserts the token at the caret', async () => {
    render(<CommentBox onSend={vi.fn()} />);
    await userEvent.type(box(), '你好');
    const toggle = screen.getByRole('button', { name: '表情' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const picker = screen.getByRole('group', { name: '选择表情' });
    const imgs = picker.querySelectorAll('img');
    expect(imgs.length).toBeGreaterThanOrEqual(30);
    imgs.forEach((img) => expect(img.getAttribute('src')).toMatch(/^\/emoji\/[a-z0-9-]+\.svg$/));
    await userEvent.click(screen.getByRole('button', { name: '微笑' }));
    expect(box()).toHaveValue('你好[微笑]');
    expect(screen.getByText('3/200')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  });

  it('logged out: send opens the login dialog and does not call onSend', async () => {
    const onSend = vi.fn();
    render(<CommentBox onSend={onSend} />);
    await userEvent.type(box(), '好文');
    await userEvent.click(sendBtn());
    expect(onSend).not.toHaveBeenCalled();
    expect(useModalStore.getState().current).toMatchObject({ name: 'login' });
    expect(box()).toHaveValue('好文');
  });

  it('logged in: sends the trimmed text, clears on success, keeps it on failure', async () => {
    useUserStore.getState().setUser(buildUser());
    const onSend = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('x'));
    render(<CommentBox onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  写得好[点赞] ' } });
    await userEvent.click(sendBtn());
    expect(onSend).toHaveBeenCalledWith('写得好[点赞]');
    expect(box()).toHaveValue('');
    await new Promise((r) => setTimeout(r, SEND_THROTTLE_MS + 20));
    await userEvent.type(box(), '再来');
    await userEvent.click(sendBtn());
    expect(box()).toHaveValue('再来');
  });

  it('throttles sending to one call per 300 ms', async () => {
    vi.useFakeTimers();
    try {
      useUserStore.getState().setUser(buildUser());
      const onSend = vi.fn(() => new Promise<void>(() => undefined));
      render(<CommentBox onSend={onSend} />);
      fireEvent.change(box(), { target: { value: '一条评论' } });
      const form = box().closest('form')!;
      await act(async () => {
        fireEvent.submit(form);
        fireEvent.submit(form);
        fireEvent.submit(form);
      });
      expect(onSend).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('CommentText', () => {
  it('renders emoji tokens as images and everything else as text, never as HTML', () => {
    const { container } = render(
      <p>
        <CommentText text={'<img src=x onerror=alert(1)>好[微笑]<b>粗</b>[不存在]'} />
      </p>,
    );
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]).toHaveAttribute('alt', '[微笑]');
    expect(imgs[0]).toHaveAttribute('src', '/emoji/smile.svg');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>好<b>粗</b>[不存在]');
  });

  it.each([
    ['CommentText', CommentText],
    ['RemarkText', RemarkText],
  ])('%s shows no invisible or bidi controls, whatever the API answers', (_name, Text) => {
    const { container } = render(
      <p>
        <Text text={'\u202e官方\u200b公告\u2066[微笑]\u2069\ufeff\u2028完'} />
      </p>,
    );
    expect(container.textContent).toBe('官方公告 完');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
