import { vi } from 'vitest';

type WriteText = (text: string) => Promise<void>;

/** A secure page whose Clipboard API writes through `writeText` (by default a spy that succeeds); returns it. */
export function fakeClipboard(writeText = vi.fn<WriteText>(async () => undefined)) {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** No Clipboard API (jsdom's default): undoes fakeClipboard. */
export function removeClipboard() {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
}
