import type { GetServerSideProps } from 'next';
import { DefaultLayout } from '@/components/layout';
import { CatalogueView, GameHead } from '@/components/games/catalogue';
import { catalogueServerSideProps, type CatalogueProps } from '@/components/games/server';

// Query-driven (search, labels, page): rendered per request, cached by the CDN for 60 s.
export const getServerSideProps = (async (ctx) => catalogueServerSideProps(ctx)) satisfies GetServerSideProps<CatalogueProps>;

export default function GameCataloguePage(props: CatalogueProps) {
  return (
    <DefaultLayout>
      <GameHead {...props.meta} />
      <CatalogueView {...props} />
    </DefaultLayout>
  );
}
