import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';
import { AppDownloadView } from '@/components/download';
import { loadAppDownload, type AppDownloadProps } from '@/components/download/server';
import { DefaultLayout, Seo } from '@/components/layout';

export const getServerSideProps = (async (ctx) => loadAppDownload(ctx)) satisfies GetServerSideProps<AppDownloadProps>;

export default function AppDownloadPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <DefaultLayout>
      <Seo title="下载 NN加速器 - NN加速器" description="下载 NN加速器 Windows 客户端、iPhone 与 Android 手机版。" path="/download/app" noindex />
      <AppDownloadView {...props} />
    </DefaultLayout>
  );
}
