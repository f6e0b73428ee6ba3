export { ArticleTeasers } from './article-teasers';
export { GameShelf } from './game-shelf';
export { HomeBanners } from './home-banners';
export { MembershipCta } from './membership-cta';
export { ProductIntro } from './product-intro';
export type { HomeData, HomeBanner, HomeGame, HomeTeaser } from './load-home-data';
export { Band, DownloadBand, Faq, Prose, SpecTable, Steps, Timeline, type Step } from './product-blocks';
