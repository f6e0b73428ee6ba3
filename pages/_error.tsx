import type { NextPageContext } from 'next';
import { DefaultLayout, ErrorView, errorStatus, requestIdOf, Seo } from '@/components/layout';

interface Props {
  statusCode: number;
  /** X-Request-ID of a server-rendered error, shown for customer service; absent otherwise. */
  requestId?: string;
}

function ErrorPage({ statusCode, requestId }: Props) {
  return (
    <DefaultLayout>
      <Seo title={`${statusCode} 出错了 - NN加速器`} description="页面出错了，请返回首页。" noindex />
      <ErrorView statusCode={statusCode} requestId={requestId} />
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
 * - chunk-load failures reload the page (lib/chunk-reload), they never reach this page;
 * - the request id (X-Request-ID) is shown when the error is rendered for a request on the server
 *   (`req`), never in a page rendered without one (a build's, a client-side navigation's): an error
 *   answer is never stored (the page cache keeps 200s only, Next's ISR cache no errors).
 */
ErrorPage.getInitialProps = ({ req, res, err }: NextPageContext): Props => {
  const requestId = requestIdOf(req);
  return requestId ? { statusCode: errorStatus(err, res?.statusCode), requestId } : { statusCode: errorStatus(err, res?.statusCode) };
};

export default ErrorPage;
