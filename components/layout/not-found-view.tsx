import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { DownloadButton, PhoneDownload } from '@/components/download';
import { DeviceVariants } from '@/components/ui/device-variants';
import { LIMITS } from '@/lib/constants';
import { queryFromSearch } from '@/lib/redirect';
import styles from './not-found.module.css';

/**
 * SPEC §2/§4: counts down from 5, one per second, then returns home keeping the query. The query is
 * read from window.location.search (router.query is empty on the 404 page) and passed as an object.
 */
export function useCountdownHome(seconds: number = LIMITS.notFoundCountdownS) {
  const router = useRouter();
  const [left, setLeft] = useState(seconds);
  const [paused, setPaused] = useState(false);
  const gone = useRef(false);

  const goHome = useCallback(() => {
    if (gone.current) return;
    gone.current = true;
    void router.replace({ pathname: '/', query: queryFromSearch(window.location.search) });
  }, [router]);

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (left === 0) goHome();
  }, [left, goHome]);

  /** The visitor started a search: no leaving the page under their fingers. */
  const pause = useCallback(() => setPaused(true), []);
  return { left, goHome, paused, pause };
}

/** A few pages most visitors are after. */
export const POPULAR_PAGES = [
  { href: '/nnpay', label: '会员/N币' },
  { href: '/yxxz', label: '游戏库' },
  { href: '/nn/activity', label: '活动中心' },
  { href: '/news', label: '资讯攻略' },
  { href: '/helpCenter', label: '帮助中心' },
] as const;

export function NotFoundView() {
  const { left, goHome, paused, pause } = useCountdownHome();
  return (
    <section className={styles.wrap} aria-labelledby="nf-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- local illustration */}
      <img className={styles.art} src="/images/not-found.svg" alt="迷路的星球插画" width={360} height={220} />
      <h1 id="nf-title" className={styles.title}>
        你来到了一片未知的领域
      </h1>
      <p className={styles.text}>这个页面不存在或已被移走。不如下载 NN加速器，开一局低延迟的游戏？</p>
      <form role="search" action="/content/search" method="get" className={styles.search}>
        <input name="keyword" type="search" aria-label="搜索资讯、攻略与帮助" placeholder="搜索资讯、攻略与帮助" maxLength={20} onFocus={pause} onInput={pause} />
        <button type="submit">搜索</button>
      </form>
      <nav aria-label="热门页面" className={styles.popular}>
        {POPULAR_PAGES.map((p) => (
          <Link key={p.href} href={p.href}>
            {p.label}
          </Link>
        ))}
      </nav>
      <div className={styles.actions}>
        <DeviceVariants phone={<PhoneDownload className={styles.centred} />} desktop={<DownloadButton />} />
        <button type="button" className={styles.home} onClick={goHome}>
          返回首页
        </button>
      </div>
      <p className={styles.countdown} aria-live="polite">
        {paused ? '已暂停自动返回首页' : `${left}秒后返回首页`}
      </p>
    </section>
  );
}
