import { gateway } from './handler';
import { createInProcessAdapter } from './in-process-adapter';

/** Server-side service calls answer through the gateway in-process, with no HTTP hop to ourselves. */
export const serverAdapter = createInProcessAdapter((request) => gateway(request));
