import Head from 'next/head';
import { absoluteUrl, SITE } from '@/lib/site';

interface Props {
  title: string;
  description: string;
  /** Canonical path, query included when the query names a distinct page (?labelIds=1&page=2). */
  canonicalPath: string;
  noindex?: boolean;
  ogType?: 'website' | 'video.game';
  /** Site-relative or absolute image. */
  ogImage?: string;
  /** JSON-LD text from serializeJsonLd (lib/game-seo), made on the server: no `<` inside. */
  jsonLd?: string;
}

/**
 * Head tags of the catalogue and detail pages. Unlike the layout's Seo, the canonical may keep
 * a query: a label filter or page of the catalogue is a page of its own for search engines.
 */
export function GameHead({ title, description, canonicalPath, noindex = false, ogType = 'website', ogImage, jsonLd }: Props) {
  const canonical = absoluteUrl(canonicalPath);
  const image = ogImage ? (ogImage.startsWith('http') ? ogImage : absoluteUrl(ogImage)) : undefined;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {jsonLd && (
        // Escaped by serializeJsonLd (no `<`), so API text cannot end the element.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      )}
    </Head>
  );
}
