import { DefaultLayout } from '@/components/layout';
import { buildVideoGameJsonLd, gameDescription, gameOgImage, gamePath, gameTitle } from '@/lib/game-seo';
import { GameDetailView } from './game-detail-view';
import { GameHead } from './game-head';
import type { GameDetailProps } from './server/detail-loader';

/** The page component of /yxxz/pc/:id.html and /yxxz/app/:id.html. */
export function GameDetailPage(props: GameDetailProps) {
  const { game, score } = props;
  return (
    <DefaultLayout>
      <GameHead
        title={gameTitle(game)}
        description={gameDescription(game)}
        canonicalPath={gamePath(game.platform, game.gameId)}
        ogType="video.game"
        ogImage={gameOgImage(game)}
        jsonLd={buildVideoGameJsonLd(game, score)}
      />
      <GameDetailView {...props} />
    </DefaultLayout>
  );
}
