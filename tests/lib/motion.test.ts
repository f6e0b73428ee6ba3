import { afterEach, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '@/lib/motion';

afterEach(() => vi.restoreAllMocks());

it('follows the system setting, read at each call', () => {
  const reduce = { value: true };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce.value && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
  expect(prefersReducedMotion()).toBe(true);
  reduce.value = false;
  expect(prefersReducedMotion()).toBe(false);
});
