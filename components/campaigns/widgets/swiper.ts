/** Index math of the gift carousel (nnSwiper) and the vertical ticker (textSwiper). */

/** The next index, wrapping; `step` may be negative. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** How many carousel cards fit: 1 on a phone, up to 3 on a desktop. */
export function cardsPerView(width: number): number {
  if (width < 560) return 1;
  return width < 900 ? 2 : 3;
}
