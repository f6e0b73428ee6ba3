import type { GetStaticProps } from 'next';
import { HelpHome, HelpSearchBox } from '@/components/help';
import { loadHelpHome, type HelpHomeProps } from '@/components/help/server';
import { HelpMainLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadHelpHome()) satisfies GetStaticProps<HelpHomeProps>;

export default function HelpCenterPage(props: HelpHomeProps) {
  const meta = PAGE_META['/helpCenter'];
  return (
    <HelpMainLayout search={<HelpSearchBox />}>
      <Seo title={meta.title} description={meta.description} path="/helpCenter" />
      <HelpHome {...props} />
    </HelpMainLayout>
  );
}
