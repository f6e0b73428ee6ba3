import type { GetServerSideProps } from 'next';
import { LegacyDetails } from '@/components/games/catalogue';
import { legacyDetailsServerSideProps } from '@/components/games/server';

// ?id=N → 308 to /yxxz/{platform}/N.html (the canonical form); no id → this page; a bad id → 404.
export const getServerSideProps = (async ({ query }) => legacyDetailsServerSideProps(query)) satisfies GetServerSideProps;

export default function DetailsPage() {
  return <LegacyDetails platform="app" />;
}
