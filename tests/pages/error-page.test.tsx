import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/pages/_error';
import { withRouter } from '../layout/router';

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
});
