// @vitest-environment node
// lib/analytics.ts during server rendering: there is no window, so track() records nothing.
import { expect, it } from 'vitest';
import { track, trackMembershipPurchase } from '@/lib/analytics';

it('SSR: track is a no-op', () => {
  expect(typeof window).toBe('undefined');
  expect(track('download')).toBe(false);
  expect(trackMembershipPurchase(198, true)).toBe(false);
});
