import type { Banner, BannerPosition } from '@/lib/content-types';

/** Banner images are WebP renditions of generated SVGs (public/covers/banner-*.svg; scripts/lib/seed-renditions.ts); links are site paths. */
export const BANNERS: Record<BannerPosition, Banner[]> = {
  home: [
    { id: 1, title: '智能选点 2.0 上线，延迟更稳', image: '/covers/banner-update.webp', link: '/news/10001.html', sort: 1 },
    { id: 2, title: '双十一会员狂欢，年卡立减 60 元', image: '/covers/banner-vip.webp', link: '/nn/activity.html', sort: 2 },
    { id: 3, title: '绝地求生加速专题', image: '/covers/banner-pubg.webp', link: '/zt/10231.html', sort: 3 },
    { id: 4, title: '语音开黑，20 人同房', image: '/covers/banner-voice.webp', link: '/helpCenter', sort: 4 },
  ],
  news: [
    { id: 11, title: '版本更新与维护公告', image: '/covers/banner-update.webp', link: '/news.html', sort: 1 },
    { id: 12, title: '热门游戏网络优化攻略', image: '/covers/banner-guide.webp', link: '/gl.html', sort: 2 },
    { id: 13, title: '全部游戏专题', image: '/covers/banner-topic.webp', link: '/zt/all.html', sort: 3 },
  ],
  yxxz: [
    { id: 21, title: '永劫无间：振刀不慢半拍', image: '/covers/banner-naraka.webp', link: '/zt/10562.html', sort: 1 },
    { id: 22, title: '瓦罗兰特 128 Tick 加速', image: '/covers/banner-valorant.webp', link: '/zt/10655.html', sort: 2 },
    { id: 23, title: '下载客户端，免费体验', image: '/covers/banner-download.webp', link: '/nnAccelerator', sort: 3 },
  ],
};
