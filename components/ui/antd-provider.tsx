import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import theme from '@/lib/antd-theme.json';

dayjs.locale('zh-cn');

/**
 * The one ThemeConfig: the build-time extraction (scripts/extract-antd-styles.mjs) reads the same
 * JSON, so the extracted CSS matches (hashed off, fixed cssVar key, zero runtime styles).
 */
export const antdTheme = theme as ThemeConfig;

// Chinese labels render as written (登录, not antd's spaced 登 录): the spec's strings are verbatim.
const BUTTON = { autoInsertSpace: false } as const;

/** Wraps antd parts; used by dynamically loaded dialogs and widgets only, never by page shells. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={zhCN} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
