/**
 * Campaigns — the one door: pages (and other domains) import from here only. The folder is marked
 * side-effect free (package.json "sideEffects": CSS only), so a page importing one view from here
 * carries only that view, and components/modal-host.tsx takes campaignDialogs from here without
 * any view reaching _app. Keep it so: no module here may rely on being imported for its effects.
 *
 * Layout
 * - load-campaign.ts   the loader of every campaign page (getStaticProps + ISR, one fallback)
 * - hero-text.tsx      the shell's one hero text and one "unavailable" notice (no styles), used by
 *   campaign-shell.tsx CampaignShell (themed pages: summer, zchelp, sem, moon, new VIP, command) and
 *   campaign-hero.tsx  CampaignHero + CampaignUnavailable (engine-styled pages), split by stylesheet
 *                      so a page carries only its own class map
 * - dialogs.ts         the campaign dialogs (name → lazy component; payload types beside each dialog)
 * - open-dialogs.ts    their openers
 * - engine/            the draw engine: window and countdown, 九宫格 lottery, treasure chest, pool,
 *                      draw flow and dialogs, prize widget, gift records and shipping forms, leigod
 * - widgets/           campaign parts that are not the draw: invites, rank, esport offers,
 *                      benefits / purchase dialogs, carousels, command form
 * - views/             one view per campaign page (qmgogo, huya, gqlx, joint, red envelope, nn,
 *                      summer, zchelp, zqj, sem, new VIP, command)
 *
 * Draw engine parts other domains compose (/nnpay's prize parts)
 * - drawOnce, listGiftRecords, sendGiftAddress   one face over gift / national21
 * - DrawResultView     body of a draw dialog (no antd); drawDialogTitle(kind); which dialog a draw's
 *                      answer (drawResultKind) or refusal code (drawRefusalKind) opens
 * - MyGiftList         gift-flow prize records: 领取 → address, 待发货 / 已发货, CDK 查看 + 复制, 已发放
 * - GiftAddressModal   (dynamic import: antd) the SPEC §5 shipping dialog, props-driven
 */
export { loadCampaign, loadLeigodCampaign, loadRankCampaign, loadSemCampaign, loadNewVipCampaign, toCampaignView } from './load-campaign';
export type { CampaignProps, CampaignView, LeigodCampaignProps, NewVipProps, RankProps, SemProps } from './load-campaign';
export { loadJointChannels, loadJointPage, type JointHubProps, type JointPageProps } from './views/load-joint';
export { loadRedEnvelope } from './views/load-red-envelope';
export { CampaignUnavailable } from './campaign-hero';
export { campaignDialogs } from './dialogs';

export { ChestView } from './views/chest-view';
export { CommandView } from './views/command-view';
export { GqlxView } from './views/gqlx-view';
export { GqlxPrizeItemView } from './views/gqlx-prize-item-view';
export { HuyaView } from './views/huya-view';
export { SummerView, ZchelpView } from './views/invite-views';
export { JointChannelView, JointHubView } from './views/joint-views';
export { MoonView } from './views/moon-view';
export { NewVipView } from './views/new-vip-view';
export { NnActivityView } from './views/nn-activity-view';
export { QMGOGO_MODALS, QmgogoView, type QmgogoModal } from './views/qmgogo-view';
export { RedEnvelopeView, type RedEnvelopeProps } from './views/red-envelope-view';
export { SemView } from './views/sem-view';

export { drawOnce, listGiftRecords, sendGiftAddress, type DrawService } from './engine/gift-service';
export { DrawResultView, drawDialogTitle, drawRefusalKind, drawResultKind, type DrawResultViewProps } from './engine/draw-result';
export { MyGiftList, type MyGiftListProps } from './engine/my-gift-list';
export { GiftAddressModal } from './engine/gift-address-lazy';
export type { GiftAddressModalProps } from './engine/gift-address-modal';
export type { DrawDialogKind } from './engine/draw-result';
