import { UserAgreement, LegalLayout } from '@/components/legal';
import { PAGE_META } from '@/lib/routes';

// No data: prerendered at build time like every static page.
export default function UserAgreementPage() {
  const meta = PAGE_META['/agreement'];
  return (
    <LegalLayout path="/agreement" title={meta.title} description={meta.description}>
      <UserAgreement />
    </LegalLayout>
  );
}
