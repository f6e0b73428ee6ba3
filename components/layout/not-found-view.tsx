import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadButton } from '@/components/download';
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
  const gone = useRef(false);

  const goHome = useCallback(() => {
    if (gone.current) return;
    gone.current = true;
    void router.replace({ pathname: '/', query: queryFromSearch(window.location.search) });
  }, [router]);

  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) goHome();
  }, [left, goHome]);

  return { left, goHome };
}

export function NotFoundView() {
  const { left, goHome } = useCountdownHome();
  return (
    <section className={styles.wrap} aria-labelledby="nf-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- local illustration */}
      <img className={styles.art} src="/images/not-found.svg" alt="迷路的星球插画" width={360} height={220} />
      <h1 id="nf-title" className={styles.title}>
        你来到了一片未知的领域
      </h1>
      <p className={styles.text}>这个页面不存在或已被移走。不如下载 NN加速器，开一局低延迟的游戏？</p>
      <div className={styles.actions}>
        <DownloadButton />
        <button type="button" className={styles.home} onClick={goHome}>
          返回首页
        </button>
      </div>
      <p className={styles.countdown} aria-live="polite">
        {left}秒后返回首页
      </p>
    </section>
  );
}
