import { throttle } from 'lodash-es';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { hasVisibleText } from '@/lib/comment-text';
import { COMMENT_MAX_LENGTH, commentLength, emojiToken, type Emoji } from '@/lib/emoji';
import { openLogin } from '@/components/auth';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import { EmojiPicker } from './emoji-picker';
import styles from './comments.module.css';

/** SPEC §9: send throttled 300 ms. */
export const SEND_THROTTLE_MS = 300;
export const OVER_LIMIT_MESSAGE = '当前输入内容超出限制长度';

interface Props {
  /** Receives the trimmed plain text (emoji as `[名称]` tokens). Resolve to clear the box; reject to keep it. */
  onSend(text: string): Promise<unknown> | void;
  maxLength?: number;
  placeholder?: string;
}

/**
 * The comment input of SPEC §5: emoji picker, length counted with emoji = 1, over-limit message,
 * send disabled when empty or too long, logged-out send opens the login dialog and sends after a successful login, send throttled.
 */
export function CommentBox({ onSend, maxLength = COMMENT_MAX_LENGTH, placeholder = '说点什么吧，文明发言~' }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const ids = { input: useId(), hint: useId() };
  const length = commentLength(text);
  const over = length > maxLength;
  // Blank, or only invisible characters (U+3164 and the like): the sandbox/backend would refuse it as empty.
  const empty = !hasVisibleText(text);

  const send = useMemo(
    () =>
      throttle(
        async (value: string, deliver: Props['onSend']) => {
          // Read at click time: the store may have changed since the last render.
          // Logged out: the login dialog, the text kept. Not requireLogin: posting public text stays an
          // explicit act, so after the login the comment waits for 发送 again (e2e content.spec pins it).
          if (!selectLoggedIn(useUserStore.getState())) return openLogin();
          setSending(true);
          try {
            await deliver(value);
            setText('');
          } catch {
            // The http client has shown the message (server, network or offline); keep the text
            // so it can be retried.
          } finally {
            setSending(false);
          }
        },
        SEND_THROTTLE_MS,
        { leading: true, trailing: false },
      ),
    [],
  );
  useEffect(() => () => send.cancel(), [send]);

  const insertEmoji = (emoji: Emoji) => {
    const el = area.current;
    const token = emojiToken(emoji.name);
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <form
      className={styles.box}
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !over && !sending) void send(text.trim(), onSend);
      }}
    >
      <label htmlFor={ids.input} className="nn-visually-hidden">
        发表评论
      </label>
      <textarea
        id={ids.input}
        ref={area}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        rows={3}
        aria-invalid={over}
        aria-describedby={ids.hint}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.boxBar}>
        <EmojiPicker onPick={insertEmoji} />
        <p id={ids.hint} className={over ? styles.overLimit : styles.counter} aria-live="polite">
          {over ? <span role="alert">{OVER_LIMIT_MESSAGE}</span> : null}
          <span>
            {length}/{maxLength}
          </span>
        </p>
        <button type="submit" className={styles.sendBtn} disabled={empty || over || sending}>
          {sending ? '发送中…' : '发送'}
        </button>
      </div>
    </form>
  );
}
