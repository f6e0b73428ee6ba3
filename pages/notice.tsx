import type { GetStaticProps } from 'next';
import { LegalLayout, NoticeCentre, type NoticeCentreProps } from '@/components/legal';
import { loadNoticeCentre } from '@/components/legal/server';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadNoticeCentre()) satisfies GetStaticProps<NoticeCentreProps>;

export default function NoticePage(props: NoticeCentreProps) {
  const meta = PAGE_META['/notice'];
  return (
    <LegalLayout path="/notice" title={meta.title} description={meta.description}>
      <NoticeCentre {...props} />
    </LegalLayout>
  );
}
