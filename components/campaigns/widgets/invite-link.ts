/** The shareable invite link: the service gives a site path with ?from=code; the page adds the origin. */
export function absoluteInviteLink(origin: string, link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** 3 位好友已助力 / 还没有好友接受邀请 */
export function inviteSummary(total: number, verb = '接受邀请'): string {
  return total > 0 ? `已有 ${total} 位好友${verb}` : `还没有好友${verb}，快去分享吧`;
}
