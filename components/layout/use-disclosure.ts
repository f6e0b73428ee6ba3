import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

interface Options {
  /** A pointer press outside `wrapRef`'s element closes it too (the popovers; not the phone menu, which fills the screen). */
  closeOnOutsidePress?: boolean;
}

/**
 * The header's disclosures (phone menu, 下载, account menu): a button that shows and hides a panel.
 * Spread `toggleProps` on the button and give the panel `panelId`; `onKeyDown` on the element around
 * the panel closes it on Escape and puts the focus back on the button. That Escape goes no further,
 * so one press closes only the innermost disclosure (下载 inside the phone menu).
 */
export function useDisclosure(open: boolean, close: () => void, { closeOnOutsidePress = false }: Options = {}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !closeOnOutsidePress) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close, closeOnOutsidePress]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close();
    buttonRef.current?.focus();
  };

  return { panelId, wrapRef, onKeyDown, toggleProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId } };
}
