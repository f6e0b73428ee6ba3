import styles from './dialogs.module.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}

/** Pager of the record dialogs: 首页, 上一页, 第 n / m 页, 下一页 (SPEC §2 first-page control). */
export function RecordPager({ page, total, pageSize, onPage }: Props) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label="奖品记录分页">
      <button type="button" onClick={() => onPage(1)} disabled={page <= 1}>
        首页
      </button>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        上一页
      </button>
      <span aria-live="polite">
        第 {page} / {count} 页
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= count}>
        下一页
      </button>
    </nav>
  );
}
