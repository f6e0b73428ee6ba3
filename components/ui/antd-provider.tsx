import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import theme from '@/lib/antd-theme.json';
import { antdCssReady, loadAntdCss } from '@/lib/antd-css';

dayjs.locale('zh-cn');

/**
 * The one ThemeConfig: the build-time extraction (scripts/extract-antd-styles.ts) reads the same
 * JSON, so the extracted CSS matches (hashed off, fixed cssVar key, zero runtime styles).
 */
export const antdTheme = theme as ThemeConfig;

// Chinese labels render as written (登录, not antd's spaced 登 录): the spec's strings are verbatim.
const BUTTON = { autoInsertSpace: false } as const;

/** True once antd's on-demand stylesheet has applied (at once when it already has). */
function useAntdCss(): boolean {
  const [ready, setReady] = useState(() => antdCssReady());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadAntdCss().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * Wraps antd parts; used by dynamically loaded dialogs and widgets only, never by page shells.
 * Renders its children once antd's stylesheet (lib/antd-css.ts) has applied, so nothing shows
 * unstyled. A server-rendered antd part must also put <AntdStylesheet /> in the page's <Head>.
 * `getPopupContainer`: where dialogs and popups mount (the dialog host's layer), default body.
 */
export function AntdProvider({ children, getPopupContainer }: { children: ReactNode; getPopupContainer?: () => HTMLElement }) {
  const ready = useAntdCss();
  if (!ready) return null;
  return (
    <ConfigProvider theme={antdTheme} locale={zhCN} button={BUTTON} getPopupContainer={getPopupContainer}>
      {children}
    </ConfigProvider>
  );
}
