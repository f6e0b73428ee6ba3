import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useContext, useId, useState, type SubmitEvent, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';

type IslandTag = 'div' | 'section' | 'aside' | 'nav' | 'ul';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  as?: IslandTag;
  /**
   * What the children are drawn from (compared item by item, like a hook's dependencies). While
   * these are the values the page was served with, the server's HTML stays; once one changes (a
   * client navigation to another view), the children are rendered by React as usual.
   */
  watch: readonly unknown[];
  /** Whether a client navigation from the island scrolls to the top (next/router's `scroll`). */
  scroll?: boolean;
  children: ReactNode;
}

const ATTR = 'data-island';

/** True when the server's HTML for this island is in the document: the page is being hydrated. */
function servedInDocument(id: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const el of document.querySelectorAll(`[${ATTR}]`)) if (el.getAttribute(ATTR) === id) return true;
  return false;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** A plain left click on a same-origin link that the browser would follow in this tab. */
function clientHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const a = (event.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || !event.currentTarget.contains(a)) return null;
  if (a.hasAttribute('download') || (a.target && a.target !== '_self') || a.origin !== window.location.origin) return null;
  return `${a.pathname}${a.search}${a.hash}`;
}

/** Where a same-origin GET form would take this tab: its action with its fields (and the submitter's). */
function submitHref(event: SubmitEvent<HTMLElement>): string | null {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return null;
  if (form.target && form.target !== '_self') return null;
  const action = new URL(form.action, window.location.href);
  if (action.origin !== window.location.origin) return null;
  const submitter = event.submitter;
  const fields = submitter ? new FormData(form, submitter) : new FormData(form);
  const query = new URLSearchParams(fields as unknown as Record<string, string>).toString();
  return `${action.pathname}${query ? `?${query}` : ''}`;
}

/**
 * A part of a server-rendered page that never changes in the browser (a grid of game cards, a
 * ranked list): the server renders it as usual, and hydration keeps the server's DOM instead of
 * building React's tree for it — the element is hydrated with an empty `dangerouslySetInnerHTML`,
 * which React leaves alone (`suppressHydrationWarning` for the one difference it would report in
 * development). On /yxxz the cards and ranked rows were most of the page's fibers and most of its
 * hydration commit, the long task Lighthouse counted in TBT.
 *
 * What the tree would have done in the browser is done once, on the island: a plain click on one
 * of its links, or the submit of a same-origin GET form in it, navigates on the client
 * (next/router, `scroll` as given), like the `<Link>`s and the submit handlers it contains. Anything
 * with state or other handlers of its own does not belong in an island.
 *
 * Rendered in the browser without server HTML (a client navigation, a test), it is an ordinary
 * element with its children.
 */
export function StaticIsland({ as: Tag = 'div', watch, scroll = true, children, onClick, onSubmit, ...rest }: Props) {
  // The context, not useRouter(), which throws where no router is mounted (a part rendered on its
  // own, as in a test): there a click is simply the browser's.
  const router = useContext(RouterContext);
  const id = useId();
  const [served, setServed] = useState(() => (servedInDocument(id) ? watch : null));
  const keep = served !== null && sameValues(served, watch);
  // Once left, the server's HTML is gone for good: coming back to the same values renders them.
  if (served !== null && !keep) setServed(null);
  const go = (event: { preventDefault(): void }, href: string | null) => {
    if (href === null || !router) return;
    event.preventDefault();
    void router.push(href, undefined, { scroll });
  };
  const handlers = {
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      go(event, clientHref(event));
    },
    onSubmit: (event: SubmitEvent<HTMLElement>) => {
      onSubmit?.(event);
      go(event, submitHref(event));
    },
  };
  if (keep) return <Tag key="served" {...rest} {...{ [ATTR]: id }} {...handlers} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <Tag key="live" {...rest} {...{ [ATTR]: id }} {...handlers}>
      {children}
    </Tag>
  );
}
