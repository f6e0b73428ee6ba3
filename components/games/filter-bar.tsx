import Link from 'next/link';
import type { GameArea } from '@/lib/game-types';
import { catalogueHref, labelHref, SORTS, type CatalogueQuery } from './catalogue-query';
import type { LabelChip } from './server/catalogue-loader';
import styles from './catalogue.module.css';

interface Chip {
  key: string;
  text: string;
  href: string;
  on: boolean;
}

function ChipRow({ title, chips }: { title: string; chips: Chip[] }) {
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterName} id={`filter-${title}`}>
        {title}
      </span>
      <ul className={styles.chips} aria-labelledby={`filter-${title}`}>
        {chips.map((c) => (
          <li key={c.key}>
            <Link prefetch={false} href={c.href} className={styles.chip} aria-current={c.on ? 'true' : undefined} scroll={false}>
              {c.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Platform, label, area and sort as links: each filter is a URL (crawlable, shareable, no JS needed). */
export function FilterBar({ query, labels, areas }: { query: CatalogueQuery; labels: LabelChip[]; areas: GameArea[] }) {
  const one = query.labelIds.length === 1 ? query.labelIds[0] : null;
  const platforms: Chip[] = [
    { key: 'all', text: '全部', href: catalogueHref(query, { platform: null }), on: !query.platform },
    { key: 'pc', text: '端游', href: catalogueHref(query, { platform: 'pc' }), on: query.platform === 'pc' },
    { key: 'app', text: '手游', href: catalogueHref(query, { platform: 'app' }), on: query.platform === 'app' },
  ];
  const labelChips: Chip[] = [
    { key: 'all', text: '全部', href: labelHref(query, null), on: !query.labelIds.length && !query.badLabel },
    ...labels.map((l) => ({
      key: String(l.labelId),
      text: l.count === null ? l.labelName : `${l.labelName} ${l.count}`,
      href: labelHref(query, l.labelId),
      on: one === l.labelId,
    })),
  ];
  const areaChips: Chip[] = [
    { key: 'all', text: '全部', href: catalogueHref(query, { area: null }), on: !query.area },
    ...areas.map((a) => ({ key: String(a.areaId), text: a.areaName, href: catalogueHref(query, { area: a.areaId }), on: query.area === a.areaId })),
  ];
  const sorts: Chip[] = SORTS.map((s) => ({ key: s.value, text: s.text, href: catalogueHref(query, { sort: s.value }), on: query.sort === s.value }));
  return (
    <section className={styles.filters} aria-label="筛选">
      <ChipRow title="平台" chips={platforms} />
      <ChipRow title="分类" chips={labelChips} />
      {areas.length > 0 && <ChipRow title="区服" chips={areaChips} />}
      <ChipRow title="排序" chips={sorts} />
    </section>
  );
}
