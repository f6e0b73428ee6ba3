import dynamic from 'next/dynamic';

/**
 * AppQr with its QR encoder (qrcode.react, 16 KB) in a chunk of its own, for places that draw the
 * codes only on demand (the header's 下载 popover, once opened): the encoder stays out of every
 * page's first load. The home hero shows static files of the same addresses (StaticAppQr).
 */
export const LazyAppQr = dynamic(() => import('./app-qr').then((m) => m.AppQr), { ssr: false, loading: () => null });
