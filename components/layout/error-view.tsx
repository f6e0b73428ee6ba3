import Link from '@/components/ui/link';
import { errorMessage } from './error-status';
import styles from './not-found.module.css';

/**
 * The generic page-error view (SPEC §8); 404 also reads 'This page could not be found'. With
 * `requestId` (a server-rendered error), a small selectable "请求编号：…" for customer service.
 */
export function ErrorView({ statusCode, requestId }: { statusCode: number; requestId?: string }) {
  return (
    <section className={styles.wrap} aria-labelledby="err-title">
      <p className={styles.countdown}>错误代码 {statusCode}</p>
      <h1 id="err-title" className={styles.title}>
        {statusCode} | {errorMessage(statusCode)}
      </h1>
      {statusCode === 404 && <p className={styles.text} lang="en">This page could not be found.</p>}
      {requestId && (
        <p className={styles.requestId}>
          请求编号：<span className={styles.requestIdValue}>{requestId}</span>
        </p>
      )}
      <div className={styles.actions}>
        <Link className={styles.home} href="/">
          返回首页
        </Link>
      </div>
    </section>
  );
}
