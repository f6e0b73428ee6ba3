/** The machine-readable `<time dateTime>` of an epoch-ms date. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}
