import Head from 'next/head';
import { absoluteUrl } from '@/lib/site';

/** Open Graph fields the shared Seo does not set: type, image, publish time. */
export function OgExtra({ type = 'article', image, published }: { type?: 'article' | 'website'; image?: string; published?: number }) {
  return (
    <Head>
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:locale" property="og:locale" content="zh_CN" />
      {image && <meta key="og:image" property="og:image" content={absoluteUrl(image)} />}
      {published !== undefined && <meta key="article:published_time" property="article:published_time" content={new Date(published).toISOString()} />}
      <meta key="twitter:card" name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
