import type { InviteEntry, MyInvites, MyRank, RankEntry } from '@/lib/activity-types';
import { maskName } from '@/lib/activity';
import { db, mutate } from '../db';
import { rankPrize } from '../seed/activity/extras';
import type { SandboxUser } from '../types';
import { activityState } from './activity-store';

/** Invites (national21) and score ranks (midAutumn). */

/** The code a user shares; a visitor who registers with it as marketing source counts as an invite. */
export function inviteCodeOf(user: SandboxUser): string {
  return `NN${user.nnNumber}`;
}

/** Seeded invites plus the sandbox users who registered with the inviter's code. */
export function invitesOf(activityId: number, user: SandboxUser): InviteEntry[] {
  const seeded = activityState().invites[String(activityId)]?.[user.phone] ?? [];
  const code = inviteCodeOf(user);
  const live = Object.values(db().users)
    .filter((u) => u.marketingSource === code && u.phone !== user.phone)
    .map((u) => ({ nickName: maskName(u.nickName), registerTime: u.registeredAt }));
  return [...live, ...seeded].sort((a, b) => b.registerTime - a.registerTime);
}

export function myInvites(activityId: number, user: SandboxUser, landingPath: string): MyInvites {
  const invites = invitesOf(activityId, user);
  const code = inviteCodeOf(user);
  return { inviteCode: code, inviteLink: `${landingPath}?from=${code}`, invites, total: invites.length };
}

function displayName(player: string): string {
  if (player.startsWith('seed:')) return player.slice(5);
  return maskName(db().users[player]?.nickName ?? player);
}

function ordered(activityId: number): Array<[string, number]> {
  const scores = activityState().scores[String(activityId)] ?? {};
  return Object.entries(scores)
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function rankList(activityId: number, size = 20): RankEntry[] {
  return ordered(activityId)
    .slice(0, size)
    .map(([player, score], i) => ({ rank: i + 1, nickName: displayName(player), score, prizeName: rankPrize(i + 1) }));
}

export function myRank(activityId: number, user: SandboxUser): MyRank {
  const list = ordered(activityId);
  const index = list.findIndex(([player]) => player === user.phone);
  const score = index >= 0 ? list[index]![1] : 0;
  return { rank: index >= 0 ? index + 1 : null, nickName: maskName(user.nickName), score };
}

export function addScore(activityId: number, phone: string, points: number): void {
  mutate((s) => {
    const scores = (s.activity.scores[String(activityId)] ??= {});
    scores[phone] = (scores[phone] ?? 0) + points;
  });
}
