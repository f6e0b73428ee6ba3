import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/pages/_error';
import { withRouter } from '../support/router';

vi.mock('@/components/auth', () => ({ useLogout: () => async () => undefined }));

describe('_error view', () => {
  it('404 reads "This page could not be found" with Chinese text', () => {
    render(withRouter(<ErrorPage statusCode={404} />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 | 页面不存在');
    expect(screen.getByText('This page could not be found.')).toBeInTheDocument();
  });

  it('500 shows the status and a Chinese message, no 404 sentence', () => {
    render(withRouter(<ErrorPage statusCode={500} />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500 | 服务器开小差了');
    expect(screen.queryByText('This page could not be found.')).not.toBeInTheDocument();
  });

  it('a server-rendered error shows its request id for customer service; none without a request or with a malformed id', () => {
    const props = (req?: unknown) => ErrorPage.getInitialProps!({ err: new Error('boom'), req, res: { statusCode: 500 } } as never) as { statusCode: number; requestId?: string };
    expect(props({ headers: { 'x-request-id': 'abc-123-def-456' } })).toEqual({ statusCode: 500, requestId: 'abc-123-def-456' });
    expect(props(undefined)).toEqual({ statusCode: 500 });
    expect(props({ headers: { 'x-request-id': '<b>x</b> y' } })).toEqual({ statusCode: 500 });
    render(withRouter(<ErrorPage statusCode={500} requestId="abc-123-def-456" />));
    expect(screen.getByText(/请求编号：/)).toHaveTextContent('请求编号：abc-123-def-456');
  });

  it('no request id line without an id', () => {
    render(withRouter(<ErrorPage statusCode={500} />));
    expect(screen.queryByText(/请求编号/)).not.toBeInTheDocument();
  });

  describe('status (SPEC §8: statusCode, status or response status, default 500)', () => {
    const status = (err: unknown, resStatus?: number) =>
      (ErrorPage.getInitialProps!({ err, res: resStatus === undefined ? undefined : { statusCode: resStatus } } as never) as { statusCode: number }).statusCode;

    it.each([
      ['statusCode', { statusCode: 403, status: 502 }, undefined, 403],
      ['status', { status: 502, response: { status: 504 } }, undefined, 502],
      ['response status', { response: { status: 504 } }, undefined, 504],
      ['the response Next set (unknown route)', null, 404, 404],
      ['an error without a status', new Error('boom'), 200, 500],
      ['nothing at all', undefined, undefined, 500],
    ])('%s', (_, err, resStatus, expected) => {
      expect(status(err, resStatus)).toBe(expected);
    });
  });
});
