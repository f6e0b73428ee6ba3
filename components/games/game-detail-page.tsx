import { DefaultLayout } from '@/components/layout';
import { GameDetailView } from './game-detail-view';
import { GameHead } from './game-head';
import type { GameDetailProps } from './server/detail-loader';

/** The page component of /yxxz/pc/:id.html and /yxxz/app/:id.html. */
export function GameDetailPage(props: GameDetailProps) {
  const { head } = props;
  return (
    <DefaultLayout>
      <GameHead
        title={head.title}
        description={head.description}
        canonicalPath={head.canonicalPath}
        ogType="video.game"
        ogImage={head.ogImage}
        jsonLd={head.jsonLd}
      />
      <GameDetailView {...props} />
    </DefaultLayout>
  );
}
