import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '新手入门', text: '从下载安装到第一局对战，少走弯路。' },
  { title: '进阶技巧', text: '阵容搭配、操作细节与高分思路。' },
  { title: '版本解读', text: '每次版本更新的改动要点与环境分析。' },
];

export default function GuidesPage() {
  const meta = PAGE_META['/gl'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/gl'} />
      <PageIntro eyebrow={'游戏攻略'} title={meta.title.split(' - ')[0]} lead={'热门网游、手游的新手入门、进阶技巧与版本解读，持续更新。'} />
      <InfoCards heading={'攻略分类'} items={ITEMS} />
    </DefaultLayout>
  );
}
