import type { BmsGameLabel, GameArea } from '@/lib/game-types';

/**
 * Labels as the back office defines them. 8 and 9 are fixed by the client (SPEC §7); 16 exists
 * with no game yet, so the bms list (everything) and the public list (labels in use) differ.
 */
export const LABELS: readonly Omit<BmsGameLabel, 'gameCount'>[] = [
  { labelId: 8, labelName: '新游', kind: 'status', sort: 1 },
  { labelId: 9, labelName: '即将上线', kind: 'status', sort: 2 },
  { labelId: 1, labelName: '射击', kind: 'genre', sort: 10 },
  { labelId: 2, labelName: 'MOBA', kind: 'genre', sort: 11 },
  { labelId: 3, labelName: '角色扮演', kind: 'genre', sort: 12 },
  { labelId: 4, labelName: '动作', kind: 'genre', sort: 13 },
  { labelId: 5, labelName: '开放世界', kind: 'genre', sort: 14 },
  { labelId: 13, labelName: '大逃杀', kind: 'genre', sort: 15 },
  { labelId: 6, labelName: '策略', kind: 'genre', sort: 16 },
  { labelId: 12, labelName: '卡牌', kind: 'genre', sort: 17 },
  { labelId: 7, labelName: '体育竞速', kind: 'genre', sort: 18 },
  { labelId: 11, labelName: '生存', kind: 'genre', sort: 19 },
  { labelId: 14, labelName: '沙盒', kind: 'genre', sort: 20 },
  { labelId: 10, labelName: '休闲', kind: 'genre', sort: 21 },
  { labelId: 15, labelName: '格斗', kind: 'genre', sort: 22 },
  { labelId: 16, labelName: '音乐', kind: 'genre', sort: 23 },
];

export const AREAS: readonly GameArea[] = [
  { areaId: 1, areaName: '国服' },
  { areaId: 2, areaName: '亚服' },
  { areaId: 3, areaName: '美服' },
  { areaId: 4, areaName: '欧服' },
  { areaId: 5, areaName: '日服' },
  { areaId: 6, areaName: '港服' },
  { areaId: 7, areaName: '台服' },
  { areaId: 8, areaName: '韩服' },
  { areaId: 9, areaName: '国际服' },
  { areaId: 10, areaName: '东南亚服' },
  { areaId: 11, areaName: '俄服' },
];

function byName<T>(items: readonly T[], name: (item: T) => string, wanted: string, what: string): T {
  const found = items.find((item) => name(item) === wanted);
  // A typo in the catalogue table must fail loudly at load, not ship a game without its label.
  if (!found) throw new Error(`[sandbox] unknown ${what} in game seed: ${wanted}`);
  return found;
}

export const labelNamed = (name: string) => byName(LABELS, (l) => l.labelName, name, 'label');
export const areaNamed = (name: string) => byName(AREAS, (a) => a.areaName, name, 'area');
