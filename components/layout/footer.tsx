import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { DownloadButton, PhoneDownload } from '@/components/download';
import { DeviceVariants } from '@/components/ui/device-variants';
import { FOOTER_LINKS, FOOTER_QRS, SITE } from '@/lib/site';
import styles from './footer.module.css';
import { FooterLegal } from './footer-legal';
import { FriendLinks } from './friend-links';

/**
 * The community QR codes encode fixed addresses, so they are static files (public/images/qr/, kept
 * equal to SITE's addresses by tests/components/layout/footer-qr.test.tsx): no QR encoder in every
 * page's JavaScript, and no encoding on a phone's main thread while the page hydrates.
 */
function QrCard({ qr, label, hint }: { qr: { file: string; size: number }; label: string; hint: string }) {
  return (
    <figure className={styles.qrCard}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local 1 KB SVG at its own size */}
      <img src={qr.file} width={qr.size} height={qr.size} alt={`${label}二维码`} title={`${label}二维码`} loading="lazy" decoding="async" />
      <figcaption>
        <strong>{label}</strong>
        <span>{hint}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Site footer with every item of SPEC §1. Its fixed parts (community, links, legal lines) are static
 * islands: not hydrated on every page of the site; the download area and the friend links (fetched)
 * are React's.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.top} aria-label="下载与社区">
          <div className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the logo, a 4 KB WebP drawn at 3× */}
            <img src="/images/logo.webp" alt="NN加速器" width={132} height={36} />
            <p className={styles.slogan}>{SITE.slogan}</p>
            {/* A phone is offered its app, never the Windows installer (the .exe stays one tap away as 发送到电脑). */}
            <DeviceVariants phone={<PhoneDownload />} desktop={<DownloadButton showVersion />} />
          </div>
          <StaticIsland className={styles.community} watch={[]}>
            <h2 className={styles.colTitle}>关注我们</h2>
            <ul className={styles.social}>
              <li>
                <a href={SITE.weibo} target="_blank" rel="noopener noreferrer">官方微博</a>
              </li>
              <li>
                <a href={SITE.forum} target="_blank" rel="noopener noreferrer">玩家论坛</a>
              </li>
            </ul>
            <div className={styles.qrs}>
              <QrCard qr={FOOTER_QRS.wechatOfficial} label="官方公众号" hint="微信扫码关注" />
              <QrCard qr={FOOTER_QRS.chatGroup} label="玩家QQ群" hint={SITE.chatGroupName.replace('NN玩家交流群 ', '群号 ')} />
            </div>
          </StaticIsland>
        </section>
        <StaticIsland as="nav" aria-label="页脚链接" className={styles.links} watch={[]}>
          <ul>
            {FOOTER_LINKS.map((l) => (
              <li key={l.text}>
                <Link href={l.href}>{l.text}</Link>
              </li>
            ))}
          </ul>
        </StaticIsland>
        <FriendLinks />
        <FooterLegal />
      </div>
    </footer>
  );
}
