import Link from '@/components/ui/link';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META, pageName } from '@/lib/routes';
import { catalogueHref, DEFAULT_QUERY } from './catalogue-query';
import styles from './catalogue.module.css';

/**
 * /yxxz/{pc|app}/details without an id. With ?id=N the server answers 308 to the .html page
 * (the canonical form), so this view only explains where the games are.
 */
export function LegacyDetails({ platform }: { platform: 'pc' | 'app' }) {
  const path = platform === 'pc' ? '/yxxz/pc/details' : '/yxxz/app/details';
  const meta = PAGE_META[path];
  const kind = platform === 'pc' ? '端游' : '手游';
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={path} noindex />
      <section className={styles.hero} aria-labelledby="page-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>游戏下载 · {kind}</p>
            <h1 id="page-title" className={styles.title}>
              {pageName(path)}
            </h1>
            <p className={styles.lead}>请从游戏库选择一款{kind}，查看评分、玩家评论与下载加速。</p>
          </div>
        </div>
      </section>
      <div className={styles.body}>
        <p className={styles.empty}>
          <Link href={catalogueHref(DEFAULT_QUERY, { platform })} className={styles.emptyBtn}>
            浏览全部{kind}
          </Link>
        </p>
      </div>
    </DefaultLayout>
  );
}
