import type { ReactNode } from 'react';
import { DownloadButton, PhoneDownload } from '@/components/download';
import { DeviceVariants } from '@/components/ui/device-variants';
import styles from './product-pages.module.css';

/** A titled band of an about/product page. */
export function Band({ title, alt = false, children, id }: { title: string; alt?: boolean; children: ReactNode; id: string }) {
  return (
    <section className={`${styles.section} ${alt ? styles.alt : ''}`} aria-labelledby={id}>
      <div className={styles.container}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}

export interface Step {
  title: string;
  text: ReactNode;
  tips?: readonly ReactNode[];
}

/** Numbered steps (quick start, how acceleration works). */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((s, i) => (
        <li key={s.title} className={styles.step}>
          <span className={styles.stepNo} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
            {s.tips && (
              <ul>
                {s.tips.map((t, j) => (
                  <li key={j}>{t}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Timeline({ items }: { items: readonly { when: string; what: string }[] }) {
  return (
    <ul className={styles.timeline}>
      {items.map((i) => (
        <li key={i.when}>
          <strong>{i.when}</strong>
          {i.what}
        </li>
      ))}
    </ul>
  );
}

export function Faq({ items }: { items: readonly { q: string; a: ReactNode }[] }) {
  return (
    <div className={styles.faq}>
      {items.map((i) => (
        <details key={i.q}>
          <summary>{i.q}</summary>
          <p>{i.a}</p>
        </details>
      ))}
    </div>
  );
}

export function SpecTable({ caption, rows }: { caption: string; rows: readonly [string, string][] }) {
  return (
    <table className={styles.table}>
      <caption className="nn-visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Closing band with the download for the visitor's device: the Windows client on a computer, the app on a phone. */
export function DownloadBand({ title = '现在下载 NN加速器', text = '免费下载客户端，注册即可体验游戏加速与开黑语音。' }: { title?: string; text?: string }) {
  return (
    <section className={styles.section} aria-labelledby="download-band">
      <div className={styles.container}>
        <div className={styles.downloadBand}>
          <div>
            <h2 id="download-band">{title}</h2>
            <p>{text}</p>
          </div>
          <div>
            <DeviceVariants phone={<PhoneDownload />} desktop={<DownloadButton size="lg" showVersion />} />
          </div>
        </div>
      </div>
    </section>
  );
}
