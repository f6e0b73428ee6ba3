import type { ReactNode } from 'react';

/** Class names of a titled section: the section's and its h2's (each page passes its own). */
export interface SectionClasses {
  section?: string;
  title?: string;
}

interface Props {
  /** The h2's id, which names the section (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  classes: SectionClasses;
  /** The section's own id (an anchor), if it has one. */
  id?: string;
  children: ReactNode;
}

/** A page section named by its h2 heading. */
export function TitledSection({ titleId, title, classes, id, children }: Props) {
  return (
    <section className={classes.section} aria-labelledby={titleId} id={id}>
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
