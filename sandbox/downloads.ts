import { PACKAGE_FILES } from './seed/common';

/**
 * Placeholder packages: every file the sandbox advertises (seed/common.ts) is served as a few KB
 * of text with the package's Content-Type and its channel's file name, so the download buttons
 * download something in the sandbox instead of landing on a 404 page. Not a runnable installer.
 */

export const PLACEHOLDER_BYTES = 4096;

function placeholder(file: string): Uint8Array<ArrayBuffer> {
  const notice =
    `NN加速器沙箱占位安装包：${file}\n` +
    '这是开发/测试用沙箱提供的占位文件，不是可运行的安装程序。正式安装包请从官网下载。\n' +
    `NN accelerator sandbox placeholder for ${file}: not an installer.\n`;
  const bytes = new Uint8Array(new ArrayBuffer(PLACEHOLDER_BYTES)).fill(0x2e); // '.'
  const text = new TextEncoder().encode(notice);
  bytes.set(text.subarray(0, PLACEHOLDER_BYTES - 1));
  bytes[PLACEHOLDER_BYTES - 1] = 0x0a;
  return bytes;
}

/** GET /__sandbox/downloads/<file>: the placeholder, or 404 for a file the sandbox never advertised. */
export function downloadResponse(file: string): Response | null {
  const pkg = PACKAGE_FILES.get(file);
  if (!pkg) return null;
  return new Response(placeholder(pkg.file), {
    headers: {
      'content-type': pkg.contentType,
      'content-length': String(PLACEHOLDER_BYTES),
      'content-disposition': `attachment; filename="${pkg.file}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
