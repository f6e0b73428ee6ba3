import type { ReactNode } from 'react';
import { MenuLayout, Seo } from '@/components/layout';
import { LEGAL_MENU } from '@/lib/legal-pages';

interface Props {
  path: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** Header, the footer pages' side menu, the document, footer. */
export function LegalLayout({ path, title, description, children }: Props) {
  return (
    <MenuLayout menu={LEGAL_MENU} menuLabel="服务与协议">
      <Seo title={title} description={description} path={path} />
      {children}
    </MenuLayout>
  );
}
