import type { NextPageContext } from 'next';
import { DefaultLayout, ErrorView, errorStatus, Seo } from '@/components/layout';

interface Props {
  statusCode: number;
}

function ErrorPage({ statusCode }: Props) {
  return (
    <DefaultLayout>
      <Seo title={`${statusCode} 出错了 - NN加速器`} description="页面出错了，请返回首页。" noindex />
      <ErrorView statusCode={statusCode} />
    </DefaultLayout>
  );
}

/**
 * SPEC §8's page-error rules, mapped onto Next in this one place:
 * - status: the error's statusCode, else its status, else its response's status (an axios-style
 *   error), else the status Next already set on the response (404 for an unknown route), else 500
 *   (components/layout/error-status.ts);
 * - 404 reads 'This page could not be found' (ErrorView; the routed /404 page is the countdown page
 *   of SPEC §2);
 * - Nuxt's "Unknown middleware" (a 500 when a page names a route middleware that does not exist)
 *   has no Next counterpart: Next has one middleware file and no per-page middleware names, so
 *   that error cannot happen here and has no branch;
 * - chunk-load failures reload the page (lib/chunk-reload), they never reach this page.
 */
ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: errorStatus(err, res?.statusCode),
});

export default ErrorPage;
