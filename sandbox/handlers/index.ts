import type { RequestHandler } from 'msw';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { contentHandlers } from './content';
import { gameHandlers } from './games';
import { orderHandlers } from './orders';
import { reportHandlers } from './report';

/** Every sandbox handler, one module per backend domain. Later domains append theirs here. */
export const handlers: RequestHandler[] = [...authHandlers, ...commonHandlers, ...gameHandlers, ...contentHandlers, ...orderHandlers, ...activityHandlers, ...reportHandlers];
