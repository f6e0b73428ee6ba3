import type { GetStaticPaths, GetStaticProps } from 'next';
import { GameDetailPage } from '@/components/games/detail';
import { gameDetailStaticPaths, gameDetailStaticProps, type GameDetailProps } from '@/components/games/server';

export const getStaticPaths = (async () => gameDetailStaticPaths('app')) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => gameDetailStaticProps('app', params)) satisfies GetStaticProps<GameDetailProps>;

export default GameDetailPage;
