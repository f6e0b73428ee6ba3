import type { AppProps } from 'next/app';
import '@/styles/globals.css';
import { connectHttp, useAppEffects } from '@/components/app-effects';
import { useAuthSync } from '@/components/auth';
import { useSourceChannel } from '@/components/download';
import { CustomerServiceButton } from '@/components/layout/customer-service-button';
import { RouteProgress } from '@/components/layout/route-progress';
import { SandboxNotice } from '@/components/layout/sandbox-notice';
import { useMobileFullReload } from '@/components/layout/use-mobile-full-reload';
import { ModalHost } from '@/components/modal-host';
import { SwRegister } from '@/components/sw-register';
import { Toaster } from '@/components/ui/toaster';

// Browser only, before any component effect can call the API.
if (typeof window !== 'undefined') connectHttp();

export default function App({ Component, pageProps }: AppProps) {
  useAppEffects();
  useAuthSync();
  useMobileFullReload();
  useSourceChannel();
  return (
    <>
      <RouteProgress />
      <SandboxNotice />
      <Component {...pageProps} />
      <CustomerServiceButton />
      <Toaster />
      <ModalHost />
      <SwRegister />
    </>
  );
}
