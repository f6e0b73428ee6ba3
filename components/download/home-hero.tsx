import { SITE } from '@/lib/site';
import { DeviceVariants } from '@/components/ui/device-variants';
import { DownloadButton } from './download-button';
import styles from './home-hero.module.css';
import { MobileEntry } from './mobile-entry';
import { PhoneDownload } from './phone-download';

/**
 * Home page hero: product and slogan, then the download for this device: on a desktop the Windows
 * client first, the client's picture beside it and the phone QR codes under the picture; on a phone
 * the app for that phone and the Windows client as a link to send to the computer, the picture
 * below them (the primary download stays first on the screen).
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>网游加速 · 开黑语音</p>
          <h1 id="hero-title" className={styles.title}>
            {SITE.name}
          </h1>
          <p className={styles.slogan}>{SITE.slogan}</p>
          <p className={styles.sub}>智能选择最优线路，降低延迟与丢包；支持 Windows 7/8/10。</p>
          <div className={styles.cta} id="download">
            <DeviceVariants phone={<PhoneDownload />} desktop={<DownloadButton size="lg" showVersion />} />
          </div>
        </div>
        <div className={styles.visual}>
          {/* The client drawn for this page (its SVG source beside it, drawn at 2× by
              scripts/raster-seed-art.ts), a static file: a plain <img> adds no JS (next/image would),
              width/height reserve its box before it loads. The LCP element, hence eager + high. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a static file already at its sizes */}
          <img
            className={styles.shot}
            src="/images/hero/client-window.webp"
            alt="NN加速器客户端：经智能节点加速，延迟从 186ms 降到 32ms，丢包 0%，开黑语音房 4 人在线"
            width={560}
            height={400}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
          <DeviceVariants
            phone={null}
            desktop={
              <div className={styles.mobile} aria-label="手机版下载" role="group">
                <p className={styles.mobileTitle}>手机版</p>
                <MobileEntry platform="ios" />
                <MobileEntry platform="android" />
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}
