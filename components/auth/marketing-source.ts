/** Shape the `from` query must have to be sent on (ARCHITECTURE §5: whitelisted by shape). */
const FROM_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** The page's `from` query, recorded as the marketing source of a registration; undefined if absent or malformed. */
export function readMarketingSource(search: string = window.location.search): string | undefined {
  const from = new URLSearchParams(search).get('from');
  return from && FROM_RE.test(from) ? from : undefined;
}
