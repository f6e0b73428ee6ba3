import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { connectHttp } from '@/components/app-effects';
import { gateway } from '@/server/gateway/handler';
import { useToastStore } from '@/lib/toast';
import { cst } from '@/sandbox/seed/activity/time';
import { useModalStore } from '@/stores/modal-store';
import { gwRequest, useSandboxClock } from './sandbox-calls';
import type { MinimalCall } from './minimal-answers';
import { resetStores } from './stores';

/** Shared by the campaign flows on minimal answers (tests/minimal/draw-minimal, campaigns-minimal). */

/** Pins the sandbox's next prize pick (QA control, as e2e does it). */
export async function pinSlot(activityId: number, slot: number) {
  const res = await gateway(gwRequest('/__sandbox/draw', { method: 'POST', body: { activityId, slot } }));
  expect(res.status).toBe(200);
}

/** Whether a call of `key` was made and cut down to its contract. */
export const cutIn = (calls: readonly MinimalCall[]) => (key: string) => calls.some((c) => c.key === key && c.cut);

export const dialogTitled = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.includes(title)) ?? Promise.reject(new Error(`no dialog ${title}`)), { timeout: 15_000 });

/** Fresh stores, dialogs and toasts per test, a clock inside every campaign's window, no spin animation. */
export function useCampaignPage(): void {
  beforeAll(connectHttp);
  beforeEach(() => {
    resetStores();
    useModalStore.setState({ current: null });
    useToastStore.setState({ items: [] });
    useSandboxClock(cst(2026, 11, 22, 10));
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduced-motion'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());
}
