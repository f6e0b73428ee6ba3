/** Entry of the game detail pages (/yxxz/{pc,app}/:id): their parts only (see ../catalogue/index.ts). */
export { GameDetailPage } from '../game-detail-page';
