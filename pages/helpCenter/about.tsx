import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { contentStyles as contentStyles, ListState } from '@/components/content';
import { loadHelpAbout, type HelpAboutProps } from '@/components/help/server';
import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { SafeHtml } from '@/components/ui/safe-html';
import { helpPath } from '@/lib/content-seo';
import { PAGE_META } from '@/lib/routes';
import { helpStyles as styles } from '@/components/help';

export const getStaticProps = (() => loadHelpAbout()) satisfies GetStaticProps<HelpAboutProps>;

export default function HelpAboutPage({ sections, error }: HelpAboutProps) {
  const meta = PAGE_META['/helpCenter/about'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path="/helpCenter/about" />
      <h1 className={styles.pageTitle}>关于NN加速器</h1>
      <p className={styles.pageLead}>产品介绍、加速原理与服务说明。</p>
      {error && <ListState kind="error">内容暂时不可用，请稍后再试。</ListState>}
      {sections.map((s) => (
        <section key={s.id} className={`${styles.block} ${styles.article}`} aria-labelledby={`about-${s.id}`}>
          <h2 id={`about-${s.id}`} className={styles.blockTitle}>
            <Link href={helpPath(s.id)}>{s.title}</Link>
          </h2>
          <SafeHtml className={contentStyles.prose} html={s.html} />
        </section>
      ))}
    </MenuLayout>
  );
}
