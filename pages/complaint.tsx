import { Complaint, LegalLayout } from '@/components/legal';
import { PAGE_META } from '@/lib/routes';

// No data: prerendered at build time like every static page.
export default function ComplaintPage() {
  const meta = PAGE_META['/complaint'];
  return (
    <LegalLayout path="/complaint" title={meta.title} description={meta.description}>
      <Complaint />
    </LegalLayout>
  );
}
