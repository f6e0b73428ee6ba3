import type { ReactNode } from 'react';

/** Term–description pairs (order fields, benefits): a <dl>, each pair in its own <div>. */
export function DefinitionList({ items, className, testId }: { items: readonly (readonly [string, ReactNode])[]; className?: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map(([term, description]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
