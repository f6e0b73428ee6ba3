import type { GetStaticProps } from 'next';
import Link from '@/components/ui/link';
import { ListState } from '@/components/content';
import { helpBlock, HelpLinks, helpStyles as styles } from '@/components/help';
import { loadHelpDirectory, type HelpDirectoryProps } from '@/components/help/server';
import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { TitledSection } from '@/components/ui/titled-section';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadHelpDirectory()) satisfies GetStaticProps<HelpDirectoryProps>;

const SITE_SECTIONS = [
  { href: '/news.html', label: '新闻资讯' },
  { href: '/gl.html', label: '游戏攻略' },
  { href: '/zt/all.html', label: '游戏专题' },
  { href: '/yxxz.html', label: '游戏下载' },
  { href: '/nnAccelerator', label: '客户端下载' },
];

const DIR_SECTION = helpBlock(styles.dirSection);

export default function HelpDirectoryPage({ classes, error }: HelpDirectoryProps) {
  const meta = PAGE_META['/helpCenter/helpDirectory'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path="/helpCenter/helpDirectory" />
      <h1 className={styles.pageTitle}>帮助目录</h1>
      <p className={styles.pageLead}>帮助中心全部分类与文章，也是本站的网站地图。</p>
      {error && <ListState kind="error">帮助目录暂时不可用，请稍后再试。</ListState>}
      {classes.map((c) => (
        <TitledSection key={c.id} id={`class-${c.id}`} titleId={`class-${c.id}-title`} title={`${c.name}（${c.count}）`} classes={DIR_SECTION}>
          <HelpLinks items={c.problems} />
        </TitledSection>
      ))}
      <TitledSection titleId="site-title" title="网站栏目" classes={helpBlock()}>
        <ul className={styles.links}>
          {SITE_SECTIONS.map((s) => (
            <li key={s.href}>
              <Link href={s.href}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </MenuLayout>
  );
}
