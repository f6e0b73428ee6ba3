import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectHttp } from '@/components/app-effects';
import { MyGiftList } from '@/components/campaigns/engine/my-gift-list';
import { CAMPAIGNS } from '@/lib/activity-types';
import { useSandboxServer } from '../../../support/sandbox-server';
import { signInThroughSandbox } from '../../../support/sandbox-session';
import { resetStores } from '../../../support/stores';

useSandboxServer();
beforeAll(connectHttp);
beforeEach(resetStores);

describe('MyGiftList', () => {
  it('each prize record shows when it was won', async () => {
    await signInThroughSandbox('13800138000');
    render(<MyGiftList activityId={CAMPAIGNS.nnActivity} onParticipate={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getAllByRole('cell')[0]!.querySelector('time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
