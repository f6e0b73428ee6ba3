import { normaliseCommentText } from '@/lib/comment-text';
import { splitComment } from '@/lib/emoji';
import styles from './comments.module.css';

/**
 * A comment's plain text: known emoji tokens become images (alt keeps the token), everything else
 * is a React text node — the text is never parsed as HTML.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <>
      {splitComment(normaliseCommentText(text)).map((part, i) =>
        part.kind === 'emoji' ? (
          // eslint-disable-next-line @next/next/no-img-element -- 22 px local SVG, no optimisation to gain
          <img key={i} className={styles.inlineEmoji} src={part.emoji.file} alt={`[${part.emoji.name}]`} width={22} height={22} />
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
