import type { HTMLAttributes } from 'react';

declare const sanitized: unique symbol;

/**
 * HTML that went through `sanitizeHtml` (components/ui/sanitize-html.ts). The brand makes SafeHtml
 * refuse a plain string at compile time; only the sanitiser can produce one.
 */
export type SanitizedHtml = string & { readonly [sanitized]: true };

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> {
  html: SanitizedHtml;
}

/**
 * The one place CMS HTML reaches the DOM (ARCHITECTURE §5). Sanitising happens on the server, in
 * the data loader, so DOMPurify never ships to the browser; this component only accepts its output.
 */
export function SafeHtml({ html, ...rest }: Props) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
