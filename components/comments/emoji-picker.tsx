import { useEffect, useId, useRef, useState } from 'react';
import { EMOJIS, type Emoji } from '@/lib/emoji';
import styles from './comments.module.css';

interface Props {
  onPick(emoji: Emoji): void;
  disabled?: boolean;
}

/** Toggle button + grid of the /emoji/ images; Escape or a click outside closes it. */
export function EmojiPicker({ onPick, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div className={styles.emojiRoot} ref={root} onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false))}>
      <button
        type="button"
        className={styles.emojiToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="表情"
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
        <img src="/emoji/smile.svg" alt="" width={22} height={22} />
        <span aria-hidden="true">表情</span>
      </button>
      {open && (
        <div id={panelId} className={styles.emojiPanel} role="group" aria-label="选择表情">
          {EMOJIS.map((emoji) => (
            <button key={emoji.name} type="button" className={styles.emojiItem} title={emoji.name} aria-label={emoji.name} onClick={() => onPick(emoji)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- local SVG */}
              <img src={emoji.file} alt="" width={28} height={28} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
