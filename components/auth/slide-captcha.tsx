import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { PUZZLE, puzzleBackground, type PuzzleSpec } from '@/lib/captcha-puzzle';
import styles from './slide-captcha.module.css';

/**
 * The slide captcha dialog (SPEC §2, §4): the server's puzzle — a picture with a gap and the piece
 * cut out of it — and a track whose handle moves the piece, dragged with a mouse or a finger
 * (pointer events) or moved with the arrow keys (Shift: 10 px, Home/End) and submitted with Enter.
 * The answer (offset and drag time) is checked by the server; the dialog closes with success,
 * error or close (SPEC §4) and its caller continues or ends the action that asked for it.
 */

export type SlideOutcome<T> = { kind: 'success'; value: T } | { kind: 'error'; error: unknown } | { kind: 'close' };

export interface SlideCaptchaProps<T> {
  puzzle: PuzzleSpec;
  /** Sends the answer to the server; resolves with the pass, rejects when the answer is refused. */
  submit(offset: number, durationMs: number): Promise<T>;
  onDone(outcome: SlideOutcome<T>): void;
}

export const SLIDE_TITLE = '安全验证';
export const SLIDE_MSG = {
  idle: '向右拖动滑块，使拼图与缺口对齐',
  checking: '验证中…',
  ok: '验证成功',
  failed: '验证失败，请重试',
} as const;

/** How long the result stays visible before the dialog closes. */
const RESULT_MS = { ok: 300, error: 900 } as const;

type Phase = 'idle' | 'checking' | 'ok' | 'error';

function shapeStyle(image: string | null, x: number, y: number, w: number, h: number): { body: CSSProperties; knob: CSSProperties } {
  if (!image) return { body: {}, knob: {} };
  const common = { backgroundImage: image, backgroundSize: `${w}px ${h}px` };
  return {
    body: { ...common, backgroundPosition: `${-x}px ${-y}px` },
    knob: { ...common, backgroundPosition: `${-(x + PUZZLE.size / 2 - PUZZLE.knob)}px ${-(y - PUZZLE.knob)}px` },
  };
}

export function SlideCaptcha<T>({ puzzle, submit, onDone }: SlideCaptchaProps<T>) {
  const max = puzzle.width - puzzle.size;
  const [value, setValue] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [dragging, setDragging] = useState(false);
  const image = puzzleBackground(puzzle.seed);
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ x: number; value: number } | null>(null);
  const handle = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const finished = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const finish = useCallback(
    (outcome: SlideOutcome<T>) => {
      if (finished.current) return;
      finished.current = true;
      onDone(outcome);
    },
    [onDone],
  );

  useEffect(() => {
    // Escape belongs to this dialog while it is open: the login dialog under it must stay open.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      finish({ kind: 'close' });
    };
    window.addEventListener('keydown', onKey, true);
    // The login dialog's focus lock listens for focusin on the document: keep ours to ourselves.
    const el = root.current;
    const stop = (e: FocusEvent) => e.stopPropagation();
    el?.addEventListener('focusin', stop);
    handle.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey, true);
      el?.removeEventListener('focusin', stop);
      window.clearTimeout(timer.current);
    };
  }, [finish]);

  const move = (next: number) => {
    startedAt.current ??= performance.now();
    setValue(Math.max(0, Math.min(max, Math.round(next))));
  };

  const check = async (offset: number) => {
    if (phase !== 'idle') return;
    setPhase('checking');
    const duration = Math.round(performance.now() - (startedAt.current ?? performance.now()));
    try {
      const pass = await submit(offset, duration);
      setPhase('ok');
      timer.current = window.setTimeout(() => finish({ kind: 'success', value: pass }), RESULT_MS.ok);
    } catch (error) {
      setPhase('error');
      timer.current = window.setTimeout(() => finish({ kind: 'error', error }), RESULT_MS.error);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle') return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    startedAt.current ??= performance.now();
    drag.current = { x: e.clientX, value };
    setDragging(true);
    e.currentTarget.focus();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) move(drag.current.value + e.clientX - drag.current.x);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const final = Math.max(0, Math.min(max, Math.round(drag.current.value + e.clientX - drag.current.x)));
    drag.current = null;
    setDragging(false);
    setValue(final);
    void check(final);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Tab') {
      // Two stops: the close button and the handle.
      e.preventDefault();
      (document.activeElement === handle.current ? closeButton.current : handle.current)?.focus();
      return;
    }
    if (e.target !== handle.current || phase !== 'idle') return;
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: 20, PageDown: -20 };
    if (e.key in moves) move(value + moves[e.key]!);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(max);
    else if (e.key === 'Enter' || e.key === ' ') void check(value);
    else return;
    e.preventDefault();
  };

  const hole = shapeStyle(null, 0, 0, puzzle.width, puzzle.height);
  const piece = shapeStyle(image, puzzle.x, puzzle.y, puzzle.width, puzzle.height);
  const status = { idle: SLIDE_MSG.idle, checking: SLIDE_MSG.checking, ok: SLIDE_MSG.ok, error: SLIDE_MSG.failed }[phase];

  return (
    <div className={styles.mask} ref={root} onKeyDown={onKeyDown}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="slide-captcha-title" data-testid="slide-captcha">
        <div className={styles.head}>
          <h2 className={styles.title} id="slide-captcha-title">
            {SLIDE_TITLE}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label="关闭" onClick={() => finish({ kind: 'close' })}>
            ×
          </button>
        </div>
        <div className={styles.stage} style={{ width: puzzle.width, height: puzzle.height }} aria-hidden="true">
          <div className={styles.bg} style={{ backgroundImage: image }} />
          <div className={`${styles.shape} ${styles.hole}`} data-testid="slide-gap" style={{ left: puzzle.x, top: puzzle.y }}>
            <div className={styles.body} style={hole.body} />
            <div className={styles.knob} style={hole.knob} />
          </div>
          <div className={`${styles.shape} ${styles.piece}`} style={{ left: value, top: puzzle.y }}>
            <div className={styles.body} style={piece.body} />
            <div className={styles.knob} style={piece.knob} />
          </div>
        </div>
        <p className={styles.status} role="status" aria-live="polite" data-state={phase}>
          {status}
        </p>
        <div className={styles.track} style={{ width: puzzle.width }}>
          <div className={styles.fill} style={{ width: value + puzzle.size / 2 }} />
          <span className={styles.hint} aria-hidden="true">
            {value === 0 ? '向右拖动滑块' : ''}
          </span>
          <div
            ref={handle}
            className={styles.handle}
            role="slider"
            tabIndex={0}
            aria-label="拼图滑块：拖动或用方向键移动，回车提交"
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={value}
            aria-disabled={phase !== 'idle'}
            data-dragging={dragging}
            style={{ left: value }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            →
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Shows the dialog over the page (its own React root, like the Tencent-style script's) and resolves
 * with how it closed; focus returns to where it was.
 */
export function showSlideCaptcha<T>(puzzle: PuzzleSpec, submit: (offset: number, durationMs: number) => Promise<T>): Promise<SlideOutcome<T>> {
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const onDone = (outcome: SlideOutcome<T>) => {
      // Unmount after this event has finished with the tree.
      window.setTimeout(() => {
        root.unmount();
        host.remove();
        if (previous && document.contains(previous)) previous.focus();
      }, 0);
      resolve(outcome);
    };
    root.render(<SlideCaptcha puzzle={puzzle} submit={submit} onDone={onDone} />);
  });
}
