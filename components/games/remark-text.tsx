import { normaliseCommentText } from '@/lib/comment-text';
import { splitComment } from '@/lib/emoji';
import styles from './detail.module.css';

/** A remark's plain text: emoji tokens as their /emoji/ images (alt keeps the token), the rest as text, never HTML. */
export function RemarkText({ text }: { text: string }) {
  return (
    <>
      {splitComment(normaliseCommentText(text)).map((part, i) =>
        part.kind === 'emoji' ? (
          // eslint-disable-next-line @next/next/no-img-element -- 22 px local SVG emoji
          <img key={i} className={styles.emoji} src={part.emoji.file} alt={`[${part.emoji.name}]`} width={22} height={22} />
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
