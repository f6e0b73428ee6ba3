import Link from 'next/link';
import { QRCodeSVG } from 'qrcode.react';
import { DownloadButton } from '@/components/download';
import { FOOTER_LINKS, SITE } from '@/lib/site';
import styles from './footer.module.css';
import { FriendLinks } from './friend-links';

function QrCard({ value, label, hint }: { value: string; label: string; hint: string }) {
  return (
    <figure className={styles.qrCard}>
      <QRCodeSVG value={value} size={88} marginSize={1} role="img" aria-label={`${label}二维码`} title={`${label}二维码`} />
      <figcaption>
        <strong>{label}</strong>
        <span>{hint}</span>
      </figcaption>
    </figure>
  );
}

/** Site footer with every item of SPEC §1. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.top} aria-label="下载与社区">
          <div className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG logo */}
            <img src="/images/logo.svg" alt="NN加速器" width={132} height={36} />
            <p className={styles.slogan}>{SITE.slogan}</p>
            <DownloadButton showVersion />
          </div>
          <div className={styles.community}>
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
              <QrCard value={SITE.wechatOfficial} label="官方公众号" hint="微信扫码关注" />
              <QrCard value={SITE.chatGroup} label="玩家QQ群" hint={SITE.chatGroupName.replace('NN玩家交流群 ', '群号 ')} />
            </div>
          </div>
        </section>
        <nav aria-label="页脚链接" className={styles.links}>
          <ul>
            {FOOTER_LINKS.map((l) => (
              <li key={l.text}>
                <Link href={l.href}>{l.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FriendLinks />
        <div className={styles.legal}>
          <div>
            <p suppressHydrationWarning>
              Copyright © {SITE.foundedYear}-{year} {SITE.company} 版权所有
            </p>
            <p>
              地址：{SITE.address}　电话：<a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>（{SITE.serviceHours}）
            </p>
            <p>
              <a href={SITE.icpUrl} target="_blank" rel="noopener noreferrer">{SITE.icp}</a>
              <span className={styles.sep} aria-hidden="true">|</span>
              网络文化经营许可证：{SITE.culturalLicence}
              <span className={styles.sep} aria-hidden="true">|</span>
              {SITE.police}
            </p>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG badge */}
          <img className={styles.badge} src="/images/security-badge.svg" alt="安全认证：网站可信，已验证" width={120} height={40} />
        </div>
      </div>
    </footer>
  );
}
