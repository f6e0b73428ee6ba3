import { Business, LegalLayout } from '@/components/legal';
import { PAGE_META } from '@/lib/routes';

// No data: prerendered at build time like every static page.
export default function BusinessPage() {
  const meta = PAGE_META['/business'];
  return (
    <LegalLayout path="/business" title={meta.title} description={meta.description}>
      <Business />
    </LegalLayout>
  );
}
