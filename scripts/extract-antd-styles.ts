#!/usr/bin/env node
// Build-time antd CSS (ARCHITECTURE §3): one static, content-hashed file, never per request.
// It is written to public/antd/antd.<hash>.css and is NOT part of any page's first load: only the
// dialogs and widgets that use antd pull it in, through <AntdProvider> (components/ui/antd-provider
// .tsx → lib/antd-css.ts), which adds the <link> and renders its children once the sheet has
// loaded. next.config.ts finds the file (lib/antd-css-href.ts) and inlines its URL as
// NEXT_PUBLIC_ANTD_CSS. Keeping the ~110 KB (gzip) sheet off content pages is what lets them reach
// the Lighthouse performance budget (it was 108 KiB of unused CSS on every page).
//
// The app renders <ConfigProvider theme={lib/antd-theme.json}> (components/ui/antd-provider.tsx),
// i.e. { token, hashed: false, cssVar: { key: 'nn' }, zeroRuntime: true }. Everything that shapes
// the CSS must be identical here: the token, hashed: false (no hash class), cssVar.key 'nn' (the
// class carrying the CSS variables), the default prefixCls / cssVar.prefix 'ant' and iconPrefixCls
// 'anticon'; so this script reads the same JSON and adds nothing but the defaults.
// The one deliberate difference is `zeroRuntime`: in antd 6 it makes every component style hook
// return early without registering a style (@ant-design/cssinjs-utils genStyleUtils), so
// extracting with zeroRuntime: true yields only the token variables (~80 KB instead of ~1 MB) and
// unstyled components. The app turns it on because this file supplies the styles instead.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { extractStyle as ExtractStyle } from '@ant-design/static-style-extract';
import type * as AntdModule from 'antd';
import type * as ReactModule from 'react';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const themeFile = path.join(root, 'lib/antd-theme.json');
export const outDir = path.join(root, 'public/antd');
const FILE_RE = /^antd\.[0-9a-f]{10}\.css$/;
const inputs = [themeFile, path.join(root, 'package-lock.json'), fileURLToPath(import.meta.url)];

/** A theme as the extraction uses it: `T` with the settings the static CSS needs. */
export type ExtractionTheme<T extends object> = Omit<T, 'zeroRuntime'> & {
  hashed: boolean;
  cssVar: { key: string; prefix?: string };
  zeroRuntime: false;
};

/**
 * The app's theme (lib/antd-theme.json, which may itself carry hashed/cssVar/zeroRuntime) with
 * the defaults the app relies on, and zeroRuntime forced off (see the header comment). Throws
 * when the JSON asks for something the static CSS cannot match.
 */
export function extractionTheme<T extends object>(baseTheme: T): ExtractionTheme<T> {
  const theme = { hashed: false, cssVar: { key: 'nn' }, ...baseTheme, zeroRuntime: false };
  // What the JSON gave may be anything: read the two settings as unknown.
  const { hashed, cssVar } = theme as { hashed?: unknown; cssVar?: { key?: unknown } | null };
  if (hashed !== false || !cssVar?.key) {
    throw new Error('antd theme: static CSS needs hashed: false and a fixed cssVar.key (ARCHITECTURE §3)');
  }
  return theme as ExtractionTheme<T>;
}

/** The current sheet in `dir` (newest antd.<hash>.css), or null. */
export function currentSheet(dir = outDir): string | null {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => FILE_RE.test(n));
  } catch {
    return null;
  }
  const newest = names
    .map((n) => ({ n, t: fs.statSync(path.join(dir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0];
  return newest ? path.join(dir, newest.n) : null;
}

/** True when `out` exists and is newer than every existing input file. */
export function isFresh(out: string, inputFiles: string[]): boolean {
  let outTime: number;
  try {
    outTime = fs.statSync(out).mtimeMs;
  } catch {
    return false;
  }
  return inputFiles.every((f) => !fs.existsSync(f) || fs.statSync(f).mtimeMs <= outTime);
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function main() {
  const force = process.argv.includes('--force') || process.env.ANTD_STYLES_FORCE === '1';
  const existing = currentSheet();
  if (!force && existing && isFresh(existing, inputs)) {
    console.log(`[styles] ${path.relative(root, existing)} is up to date (${kb(fs.statSync(existing).size)}); skipped`);
    return;
  }
  const started = Date.now();
  // One module instance for ConfigProvider and the extractor: static-style-extract requires the
  // CommonJS build of antd, so an ESM `import 'antd'` would give a second, unconnected context.
  const require = createRequire(path.join(root, 'package.json'));
  const React = require('react') as typeof ReactModule;
  const antd = require('antd') as typeof AntdModule;
  const { extractStyle } = require('@ant-design/static-style-extract') as { extractStyle: typeof ExtractStyle };
  const theme = extractionTheme(JSON.parse(fs.readFileSync(themeFile, 'utf8')) as AntdModule.ThemeConfig);

  // antd prints deprecation warnings for the components the extractor renders; they are noise here.
  const origError = console.error;
  const origWarn = console.warn;
  console.error = console.warn = (...args: unknown[]) => {
    if (/^Warning: \[antd/.test(String(args[0]))) return;
    origError(...args);
  };
  let css: string;
  try {
    css = extractStyle({
      antdInstance: antd,
      customTheme: (node) => React.createElement(antd.ConfigProvider, { theme }, node),
    });
  } finally {
    console.error = origError;
    console.warn = origWarn;
  }
  if (!css.includes(`.${theme.cssVar.key}{`) || !css.includes('.ant-btn')) {
    throw new Error('[styles] extracted CSS lacks the cssVar-key variables or component styles; check the theme');
  }
  const banner = `/* Generated by scripts/extract-antd-styles.ts from lib/antd-theme.json (antd ${antd.version}). Do not edit. */\n`;
  const body = banner + css;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const outFile = path.join(outDir, `antd.${hash}.css`);
  fs.mkdirSync(outDir, { recursive: true });
  const tmp = `${outFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, body);
  fs.renameSync(tmp, outFile);
  // Touch it so it is the newest even when the content (and name) did not change.
  const now = new Date();
  fs.utimesSync(outFile, now, now);
  for (const n of fs.readdirSync(outDir)) {
    if (FILE_RE.test(n) && n !== path.basename(outFile)) fs.rmSync(path.join(outDir, n));
  }
  const gz = gzipSync(css, { level: 9 }).length;
  console.log(`[styles] wrote ${path.relative(root, outFile)}: ${kb(css.length)} (${kb(gz)} gzip) in ${Date.now() - started} ms`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
