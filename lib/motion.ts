/**
 * The visitor asked their system for less motion (`prefers-reduced-motion: reduce`); false on the
 * server and where matchMedia is missing. Read it when the motion is about to start, so a change of
 * the setting applies to the next one.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
