export { AccountOverview } from './account-overview';
export { loadPrizes, GIFT_CAMPAIGNS, NATIONAL21_CAMPAIGNS, type PrizeRow } from './load-account';
