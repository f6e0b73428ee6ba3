import Link from '@/components/ui/link';
import { createElement, useState, type ReactNode } from 'react';
import type { Banner } from '@/lib/content-types';
import { isExternalHref, safeHref } from '@/lib/safe-href';
import styles from './catalogue.module.css';
import { useIdleImport } from './use-idle-import';

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const href = safeHref(banner.link);
  if (!href) return <div className={styles.slideLink}>{children}</div>;
  if (isExternalHref(href)) {
    return (
      <a className={styles.slideLink} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.slideLink} href={href}>
      {children}
    </Link>
  );
}

const loadControls = () => import('./carousel-controls').then((m) => m.CarouselControls);

/**
 * Banners as a CSS scroll-snap strip: swipeable and complete without JavaScript. Dots and autoplay
 * (carousel-controls) load when the browser is idle after hydration.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  // A callback ref kept in state: the controls get the element itself, never a ref read during render.
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const Controls = useIdleImport(loadControls);
  const count = banners.length;
  if (!count) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="活动推荐">
      <ul ref={setTrack} className={styles.slides}>
        {banners.map((b, i) => (
          <li key={b.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${count}`}>
            <BannerLink banner={b}>
              {/* eslint-disable @next/next/no-img-element -- local 3:1 SVG banners */}
              {i === 0 ? (
                // The page's largest paint: fetched first and painted with the first frame. Decoded
                // with it too (sync): Chrome otherwise may decode a large image for a later frame,
                // and the page's scripts, which start at the first paint, then run before the
                // largest paint (Lighthouse measured it 257 ms after the first).
                <img src={b.image} alt="" width={1200} height={400} fetchPriority="high" decoding="sync" />
              ) : (
                <img src={b.image} alt="" width={1200} height={400} loading="lazy" decoding="async" />
              )}
              {/* eslint-enable @next/next/no-img-element */}
              <span className={styles.slideTitle}>{b.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
      {/* Set once from the loaded module: a stable component, not one made per render. */}
      {count > 1 && Controls && track && createElement(Controls, { track, banners })}
    </section>
  );
}
