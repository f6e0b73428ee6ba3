import { PrivacyPolicy, LegalLayout } from '@/components/legal';
import { PAGE_META } from '@/lib/routes';

// No data: prerendered at build time like every static page.
export default function PrivacyPolicyPage() {
  const meta = PAGE_META['/privacy'];
  return (
    <LegalLayout path="/privacy" title={meta.title} description={meta.description}>
      <PrivacyPolicy />
    </LegalLayout>
  );
}
