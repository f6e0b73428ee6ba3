import { Contact, LegalLayout } from '@/components/legal';
import { PAGE_META } from '@/lib/routes';

// No data: prerendered at build time like every static page.
export default function ContactPage() {
  const meta = PAGE_META['/contact'];
  return (
    <LegalLayout path="/contact" title={meta.title} description={meta.description}>
      <Contact />
    </LegalLayout>
  );
}
