import type { GetStaticProps } from 'next';
import { HelpHome } from '@/components/help/help-home';
import { loadHelpHome, type HelpHomeProps } from '@/components/help/load-help';
import { HelpMainLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadHelpHome()) satisfies GetStaticProps<HelpHomeProps>;

export default function HelpCenterPage(props: HelpHomeProps) {
  const meta = PAGE_META['/helpCenter'];
  return (
    <HelpMainLayout>
      <Seo title={meta.title} description={meta.description} path="/helpCenter" />
      <HelpHome {...props} />
    </HelpMainLayout>
  );
}
