// Behaviour across files: the login dialog's submit under a fast failure — the second click of a double click sends nothing more (components/auth/login-form.tsx, use-login-submit.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../../support/stores';
import { useSandboxServer } from '../../support/sandbox-server';
import { PHONE, codeInput, pathsOf, phoneInput, renderDialog, resetToasts, submitButton } from '../../support/login-dialog';

const { server, requests } = useSandboxServer();

beforeEach(() => {
  resetStores();
  resetToasts();
  // The fault: the gateway in front of the login answers an HTML 502 page.
  server.use(http.post('*/u-nnpc/registerLogin', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
});

describe('login submit under a fast failure', () => {
  it('the second click of a double click does not send again after the first call already failed', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.type(codeInput(), '123456');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('网络异常:【502】'));
    fireEvent.click(submitButton(), { detail: 2 });
    await new Promise((r) => setTimeout(r, 50));
    expect(pathsOf(requests).filter((p) => p.endsWith('/registerLogin'))).toHaveLength(1);
    // A new single click is a deliberate retry and is sent.
    fireEvent.click(submitButton(), { detail: 1 });
    await waitFor(() => expect(pathsOf(requests).filter((p) => p.endsWith('/registerLogin'))).toHaveLength(2));
  });
});
