/**
 * Commerce entry points other domains may use. Kept light on purpose (no services, no CSS): the
 * home page imports it, and a barrel with CSS-module side effects would land in its first load.
 * Pages import the page parts from the nested entries order/ and nnpay/ (each with its own CSS).
 */
export { openMembership, openCoinTopup } from './open-purchase';
export { commerceDialogs } from './dialogs';
