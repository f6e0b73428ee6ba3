import { OfflineNotice } from '@/components/sw-register';
import { DefaultLayout, Seo } from '@/components/layout';

/**
 * Pre-rendered and cached by the service worker at install: what a visitor sees offline for a page
 * it has never cached. Static (no data), so it also reads right without JavaScript.
 */
export default function OfflinePage() {
  return (
    <DefaultLayout>
      <Seo title="网络已断开 - NN加速器" description="当前网络不可用，请检查网络连接后重试。" noindex />
      <OfflineNotice standalone />
    </DefaultLayout>
  );
}
