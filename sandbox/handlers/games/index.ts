import { catalogueHandlers } from './catalogue';
import { remarkHandlers } from './remarks';
import { speedHandlers } from './speed';

/** The game catalogue domain: catalogue reads, ratings/comments/likes, labels, areas, mobile search, VIP info. */
export const gameHandlers = [...catalogueHandlers, ...remarkHandlers, ...speedHandlers];
