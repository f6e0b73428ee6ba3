/**
 * The openers of the campaign dialogs (components/campaigns/dialogs.ts): the only writers of the
 * slot in this domain. Kept in two modules (engine, widgets) re-exported here, so a page carries
 * only the openers of its own part (the folder is side-effect free: webpack links past this file).
 */
export { openDrawDialog, openGiftAddress, openGiftRecords, openPrizeWidget } from './engine/open-engine-dialogs';
export { afterMembershipCloses, openBenefits, openPurchaseSuccess, openRepurchaseOffer } from './widgets/open-widget-dialogs';
