/**
 * Identical messages are not shown twice while one is open (SPEC §8): a message is "open" for the
 * toast duration after it was shown.
 */
export function createToastDeduper(show: (message: string) => void, openMs: number, now: () => number = Date.now) {
  const openUntil = new Map<string, number>();
  return (message: string) => {
    const t = now();
    const until = openUntil.get(message);
    if (until !== undefined && until > t) return false;
    openUntil.set(message, t + openMs);
    show(message);
    return true;
  };
}
