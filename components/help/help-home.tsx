import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { ListState } from '@/components/content';
import { TitledSection } from '@/components/ui/titled-section';
import { helpPath } from '@/lib/content-seo';
import { helpBlock } from './block';
import { HelpLinks } from './help-links';
import type { HelpHomeProps } from './load-help';
import styles from './help.module.css';

const BLOCK = helpBlock();

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
  // All links and text: a static island (not hydrated), its links navigating on the client.
  return (
    <StaticIsland className={styles.container} watch={[classes, common, newbie]}>
      <h1 className={styles.pageTitle}>帮助中心</h1>
      <p className={styles.pageLead}>安装使用、加速问题、账号与支付的常见问题解答；在上方输入关键词即可搜索。</p>
      <TitledSection titleId="common-title" title="常见问题" classes={BLOCK}>
        <ul className={styles.commonList}>
          {common.map((p) => (
            <li key={p.id}>
              <Link href={helpPath(p.id)}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection titleId="classes-title" title="问题分类" classes={BLOCK}>
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
                  <Link className={styles.more} href={`/helpCenter/helpDirectory#class-${c.id}`}>
                    查看全部 {c.count} 篇 →
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
      {newbie.length > 0 && (
        <TitledSection titleId="newbie-title" title="新手必读" classes={BLOCK}>
          <HelpLinks items={newbie} />
        </TitledSection>
      )}
    </StaticIsland>
  );
}
