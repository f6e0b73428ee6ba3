import Link from 'next/link';
import { ListState } from '@/components/content';
import { helpPath } from '@/lib/content-seo';
import { HelpLinks } from './help-links';
import type { HelpHomeProps } from './load-help';
import styles from './help.module.css';

/** /helpCenter: common problems first, then every class with its first problems. */
export function HelpHome({ classes, common, newbie, error }: HelpHomeProps) {
  if (error) {
    return (
      <div className={styles.container}>
        <h1 className={styles.pageTitle}>帮助中心</h1>
        <ListState kind="error" action={{ href: '/helpCenter', label: '刷新重试' }}>
          帮助中心暂时不可用，请稍后再试，或联系在线客服。
        </ListState>
      </div>
    );
  }
  return (
    <div className={styles.container}>
      <h1 className={styles.pageTitle}>帮助中心</h1>
      <p className={styles.pageLead}>安装使用、加速问题、账号与支付的常见问题解答；在上方输入关键词即可搜索。</p>
      <section className={styles.block} aria-labelledby="common-title">
        <h2 id="common-title" className={styles.blockTitle}>
          常见问题
        </h2>
        <ul className={styles.commonList}>
          {common.map((p) => (
            <li key={p.id}>
              <Link prefetch={false} href={helpPath(p.id)}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="classes-title">
        <h2 id="classes-title" className={styles.blockTitle}>
          问题分类
        </h2>
        <ul className={styles.classGrid}>
          {classes.map((c) => (
            <li key={c.id}>
              <div className={styles.classCard}>
                <h3 className={styles.classHead}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
                  <img src={c.icon} alt="" width={40} height={40} />
                  {c.name}
                  <span className={styles.classCount}>{c.count} 篇</span>
                </h3>
                <HelpLinks items={c.problems} />
                {c.count > c.problems.length && (
                  <Link prefetch={false} className={styles.more} href={`/helpCenter/helpDirectory#class-${c.id}`}>
                    查看全部 {c.count} 篇 →
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {newbie.length > 0 && (
        <section className={styles.block} aria-labelledby="newbie-title">
          <h2 id="newbie-title" className={styles.blockTitle}>
            新手必读
          </h2>
          <HelpLinks items={newbie} />
        </section>
      )}
    </div>
  );
}
