import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { isExternalHref } from '@/lib/safe-href';
import styles from './home.module.css';
import type { HomeBanner } from './load-home-data';

function BannerBody({ b }: { b: HomeBanner }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- site SVGs; next/image adds nothing */}
      <img src={b.image} alt="" width={300} height={100} loading="lazy" decoding="async" />
      <span>{b.title}</span>
    </>
  );
}

/** The home banners (listBanners('home')); links come from API data and passed safeHref. */
export function HomeBanners({ banners }: { banners: readonly HomeBanner[] }) {
  if (!banners.length) return null;
  return (
    <StaticIsland as="section" className={styles.section} aria-labelledby="home-banners" watch={[banners]}>
      <div className={styles.container}>
        <h2 id="home-banners" className="nn-visually-hidden">
          活动与推荐
        </h2>
        <ul className={styles.banners}>
          {banners.map((b) => (
            <li key={b.id}>
              {!b.href ? (
                <div className={styles.banner}>
                  <BannerBody b={b} />
                </div>
              ) : isExternalHref(b.href) ? (
                <a className={styles.banner} href={b.href} target="_blank" rel="noopener noreferrer">
                  <BannerBody b={b} />
                </a>
              ) : (
                <Link className={styles.banner} href={b.href}>
                  <BannerBody b={b} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </StaticIsland>
  );
}
