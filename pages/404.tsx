import { DefaultLayout, NotFoundView, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

export default function NotFoundPage() {
  const meta = PAGE_META['/404'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} noindex />
      <NotFoundView />
    </DefaultLayout>
  );
}
