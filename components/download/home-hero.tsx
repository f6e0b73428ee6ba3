import { SITE } from '@/lib/site';
import { DeviceVariants } from '@/components/ui/device-variants';
import { DownloadButton } from './download-button';
import styles from './home-hero.module.css';
import { MobileEntry } from './mobile-entry';
import { PhoneDownload } from './phone-download';

/**
 * Home page hero: product and slogan, then the download for this device: on a desktop the Windows
 * client first with the phone QR codes beside it; on a phone the app for that phone, and the
 * Windows client as a link to send to the computer.
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
    </section>
  );
}
