import type { AppProps } from 'next/app';
import '@/styles/antd.generated.css';
import '@/styles/globals.css';
import { useAuthSync } from '@/components/auth';
import { connectHttp, useAppEffects } from '@/components/app-effects';
import { ModalHost } from '@/components/modal-host';
import { Toaster } from '@/components/ui/toaster';

// Browser only, before any component effect can call the API.
if (typeof window !== 'undefined') connectHttp();

export default function App({ Component, pageProps }: AppProps) {
  useAppEffects();
  useAuthSync();
  return (
    <>
      <Component {...pageProps} />
      <Toaster />
      <ModalHost />
    </>
  );
}
