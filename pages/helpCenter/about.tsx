import type { GetStaticProps } from 'next';
import Link from '@/components/ui/link';
import { contentStyles as contentStyles, ListState } from '@/components/content';
import { loadHelpAbout, type HelpAboutProps } from '@/components/help/server';
import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { SafeHtml } from '@/components/ui/safe-html';
import { TitledSection } from '@/components/ui/titled-section';
import { helpPath } from '@/lib/content-seo';
import { PAGE_META } from '@/lib/routes';
import { helpBlock, helpStyles as styles } from '@/components/help';

export const getStaticProps = (() => loadHelpAbout()) satisfies GetStaticProps<HelpAboutProps>;

const ARTICLE = helpBlock(styles.article);

export default function HelpAboutPage({ sections, error }: HelpAboutProps) {
  const meta = PAGE_META['/helpCenter/about'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path="/helpCenter/about" />
      <h1 className={styles.pageTitle}>关于NN加速器</h1>
      <p className={styles.pageLead}>产品介绍、加速原理与服务说明。</p>
      {error && <ListState kind="error">内容暂时不可用，请稍后再试。</ListState>}
      {sections.map((s) => (
        <TitledSection key={s.id} titleId={`about-${s.id}`} title={<Link href={helpPath(s.id)}>{s.title}</Link>} classes={ARTICLE}>
          <SafeHtml className={contentStyles.prose} html={s.html} />
        </TitledSection>
      ))}
    </MenuLayout>
  );
}
