import type { GetStaticPaths, GetStaticProps } from 'next';
import { GameDetailPage } from '@/components/games/detail';
import { gameDetailStaticPaths, gameDetailStaticProps, type GameDetailProps } from '@/components/games/server';

export const getStaticPaths = (async () => gameDetailStaticPaths('pc')) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => gameDetailStaticProps('pc', params)) satisfies GetStaticProps<GameDetailProps>;

export default GameDetailPage;
