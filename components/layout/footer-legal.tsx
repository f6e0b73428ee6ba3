import { StaticIsland } from '@/components/ui/static-island';
import { FILINGS, SECURITY_BADGE, SITE, type Filing, type SecurityBadge } from '@/lib/site';
import styles from './footer.module.css';

function FilingItem({ filing }: { filing: Filing }) {
  if (!filing.number) {
    // Not filled in by the deployment: say so, never show a made-up number.
    return (
      <span className={styles.placeholder} data-placeholder="filing">
        {filing.label}：待填写
      </span>
    );
  }
  const text = filing.label === 'ICP备案号' ? filing.number : `${filing.label}：${filing.number}`;
  return filing.href ? (
    <a href={filing.href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}

function Badge({ badge }: { badge: SecurityBadge | null }) {
  if (!badge) {
    return (
      <span className={`${styles.placeholder} ${styles.badgePlaceholder}`} data-placeholder="badge">
        安全认证徽章（待配置）
      </span>
    );
  }
  return (
    <a href={badge.href} target="_blank" rel="noopener noreferrer" className={styles.badge}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the issuer's own badge image */}
      <img src={badge.image} alt={badge.alt} width={120} height={40} />
    </a>
  );
}

interface Props {
  filings?: { icp: Filing; culturalLicence: Filing; police: Filing };
  badge?: SecurityBadge | null;
}

/** Copyright, address and phone, filings and the security badge, all from lib/site.ts. */
export function FooterLegal({ filings = FILINGS, badge = SECURITY_BADGE }: Props) {
  const year = new Date().getFullYear();
  return (
    <StaticIsland className={styles.legal} watch={[filings, badge]}>
      <div>
        <p suppressHydrationWarning>
          Copyright © {SITE.foundedYear}-{year} {SITE.company} 版权所有
        </p>
        <p>
          地址：{SITE.address}　电话：<a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>（{SITE.serviceHours}）
        </p>
        <p className={styles.filings}>
          <FilingItem filing={filings.icp} />
          <span className={styles.sep} aria-hidden="true">|</span>
          <FilingItem filing={filings.culturalLicence} />
          <span className={styles.sep} aria-hidden="true">|</span>
          <FilingItem filing={filings.police} />
        </p>
      </div>
      <Badge badge={badge} />
    </StaticIsland>
  );
}
