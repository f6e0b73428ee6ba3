import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's `<Link>` (next/link is imported here only: eslint project/site-link). Next fetches a
 * page's code and data when a pointer rests on the link or a finger touches it — next/link
 * prefetches on mouseenter and touchstart whatever `prefetch` says — not for every link that
 * scrolls into view. With next/link's default, the header's six sections alone made every page
 * download and run five other pages' chunks and fetch their data once it was idle: measured in
 * headless Chromium per page load (/, /yxxz, /news), 0.3–0.45 s more main-thread CPU and 0.1 s
 * more server CPU, on a phone that did not ask for any of it. `prefetch` still opts a link in.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
