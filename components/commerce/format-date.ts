/** "2027-11-22" in China time, without loading dayjs for one date. */
export function formatDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
