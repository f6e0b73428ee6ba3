/**
 * For a page that server-renders an antd part (rare: antd normally lives in dialogs, which load the
 * sheet themselves through <AntdProvider>): put this in the page's <Head> so the part is styled on
 * first paint. Content pages never use it (lib/antd-css.ts).
 */
export function AntdStylesheet() {
  const href = process.env.NEXT_PUBLIC_ANTD_CSS;
  return href ? <link rel="stylesheet" href={href} data-antd-css="" /> : null;
}
