import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { CATALOGUE_PATH } from '@/lib/game-seo';
import { catalogueHref, isIndexableView, type CatalogueQuery } from './catalogue-query';
import styles from './catalogue.module.css';

interface Props {
  /** The view this control leads to. */
  to: CatalogueQuery;
  className?: string;
  current?: 'true' | 'page';
  label?: string;
  rel?: string;
  children: ReactNode;
}

/**
 * A control that leads to a catalogue view, after the crawl policy (isIndexableView): an indexable
 * view gets a real `<a href>`; any other view a GET form whose only control is a submit button —
 * it works without JavaScript (the view's query in hidden fields) but is no link, so a crawler
 * does not multiply sort × label × platform × area × page. With JavaScript both navigate on the
 * client without scrolling, like the links did.
 */
export function ViewLink({ to, className, current, label, rel, children }: Props) {
  const router = useRouter();
  const href = catalogueHref(to, { page: to.page });
  if (isIndexableView(to)) {
    return (
      <Link href={href} className={className} aria-current={current} aria-label={label} rel={rel} scroll={false}>
        {children}
      </Link>
    );
  }
  const fields = [...new URL(href, 'http://catalogue.invalid').searchParams];
  return (
    <form
      action={CATALOGUE_PATH}
      method="get"
      className={styles.viewForm}
      onSubmit={(e) => {
        e.preventDefault();
        void router.push(href, undefined, { scroll: false });
      }}
    >
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className ? `${styles.viewButton} ${className}` : styles.viewButton} aria-current={current} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
