import { StaticIsland } from '@/components/ui/static-island';
import type { GameArea } from '@/lib/game-types';
import { labelTarget, SORTS, targetView, type CatalogueQuery } from './catalogue-query';
import type { LabelChip } from './server/catalogue-loader';
import { ViewLink } from './view-link';
import styles from './catalogue.module.css';

interface Chip {
  key: string;
  text: string;
  to: CatalogueQuery;
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
            <ViewLink to={c.to} className={styles.chip} current={c.on ? 'true' : undefined}>
              {c.text}
            </ViewLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Platform, label, area and sort: each filter is a URL (shareable, no JS needed). Chips leading to
 * an indexable view are links, the others form buttons (ViewLink, the crawl policy).
 */
export function FilterBar({ query, labels, areas }: { query: CatalogueQuery; labels: LabelChip[]; areas: GameArea[] }) {
  const one = query.labelIds.length === 1 ? query.labelIds[0] : null;
  const platforms: Chip[] = [
    { key: 'all', text: '全部', to: targetView(query, { platform: null }), on: !query.platform },
    { key: 'pc', text: '端游', to: targetView(query, { platform: 'pc' }), on: query.platform === 'pc' },
    { key: 'app', text: '手游', to: targetView(query, { platform: 'app' }), on: query.platform === 'app' },
  ];
  const labelChips: Chip[] = [
    { key: 'all', text: '全部', to: labelTarget(query, null), on: !query.labelIds.length && !query.badLabel },
    ...labels.map((l) => ({
      key: String(l.labelId),
      text: l.count === null ? l.labelName : `${l.labelName} ${l.count}`,
      to: labelTarget(query, l.labelId),
      on: one === l.labelId,
    })),
  ];
  const areaChips: Chip[] = [
    { key: 'all', text: '全部', to: targetView(query, { area: null }), on: !query.area },
    ...areas.map((a) => ({ key: String(a.areaId), text: a.areaName, to: targetView(query, { area: a.areaId }), on: query.area === a.areaId })),
  ];
  const sorts: Chip[] = SORTS.map((s) => ({ key: s.value, text: s.text, to: targetView(query, { sort: s.value }), on: query.sort === s.value }));
  return (
    // Served chips are not hydrated: the island does what their links and forms did (scroll kept).
    <StaticIsland as="section" className={styles.filters} aria-label="筛选" watch={[query, labels, areas]} scroll={false}>
      <ChipRow title="平台" chips={platforms} />
      <ChipRow title="分类" chips={labelChips} />
      {areas.length > 0 && <ChipRow title="区服" chips={areaChips} />}
      <ChipRow title="排序" chips={sorts} />
    </StaticIsland>
  );
}
