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

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: errorStatus(err, res?.statusCode),
});

export default ErrorPage;
