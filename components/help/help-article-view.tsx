import { Breadcrumbs, isoDate, JsonLd, contentStyles as contentStyles } from '@/components/content';
import { SafeHtml } from '@/components/ui/safe-html';
import { articleLd, breadcrumbLd, helpPath } from '@/lib/content-seo';
import { HelpLinks } from './help-links';
import type { HelpArticleView as Article } from './types';
import styles from './help.module.css';

export function helpCrumbs(a: Article) {
  return [
    { name: '帮助中心', path: '/helpCenter' },
    { name: a.className, path: `/helpCenter/helpDirectory#class-${a.classifyId}` },
    { name: a.title, path: helpPath(a.id) },
  ];
}

/** A help article: crumbs, h1, class and update time, sanitised body, same-class links. */
export function HelpArticleView({ article: a }: { article: Article }) {
  const crumbs = helpCrumbs(a);
  return (
    <div className={styles.container}>
      <JsonLd id="article" data={articleLd({ kind: 'TechArticle', title: a.title, description: a.description, path: helpPath(a.id), published: a.updateTime, section: a.className })} />
      <JsonLd id="crumbs" data={breadcrumbLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <article className={styles.article} aria-labelledby="help-title">
        <h1 id="help-title" className={styles.pageTitle}>
          {a.title}
        </h1>
        <p className={styles.articleMeta}>
          <span>分类：{a.className}</span>
          <span>
            更新于 <time dateTime={isoDate(a.updateTime)}>{a.dateText}</time>
          </span>
        </p>
        <SafeHtml className={contentStyles.prose} html={a.html} />
        {a.related.length > 0 && (
          <section className={styles.related} aria-labelledby="help-related">
            <h2 id="help-related" className={styles.blockTitle}>
              同类问题
            </h2>
            <HelpLinks items={a.related} />
          </section>
        )}
      </article>
    </div>
  );
}
