import Head from 'next/head';
import { jsonLdText } from '@/lib/content-seo';

/**
 * Structured data as a `<script type="application/ld+json">` data block in the head: never executed,
 * so CSP script-src 'self' allows it; `<` is escaped so the text cannot end the element.
 */
export function JsonLd({ data, id }: { data: unknown; id: string }) {
  return (
    <Head>
      <script key={`ld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
    </Head>
  );
}
