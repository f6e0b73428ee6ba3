// @vitest-environment node
// Behaviour across files: the static QR files encode today's addresses (public/images/qr/*.svg against lib/site.ts FOOTER_QRS, shown by components/layout/footer.tsx, and APP_QRS, shown by components/download/static-app-qr.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@/components/download/load-app-download';
import { APP_QRS, FOOTER_QRS, SITE } from '@/lib/site';

/**
 * The footer's QR codes are static files (components/layout/footer.tsx): each must encode today's
 * address in lib/site.ts, drawn exactly as qrcode.react draws it. WRITE_FOOTER_QR=1 rewrites them.
 */
const PUBLIC = path.join(process.cwd(), 'public');

function drawn(value: string, size: number): string {
  const svg = renderToStaticMarkup(<QRCodeSVG value={value} size={size} marginSize={1} />);
  return `${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`;
}

const FILES = Object.entries({ ...FOOTER_QRS, ...APP_QRS }).map(([name, qr]) => ({ name, ...qr }));

describe('the static QR files', () => {
  for (const { name, value, file, size } of FILES) {
    it(`${name}: ${file} encodes ${value}`, () => {
      const target = path.join(PUBLIC, file);
      if (process.env.WRITE_FOOTER_QR === '1') {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, drawn(value, size));
      }
      const svg = fs.readFileSync(target, 'utf8');
      expect(svg).toBe(drawn(value, size));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg.length).toBeLessThan(4096);
    });
  }

  it('two addresses draw two different codes (the check above compares content, not just a file)', () => {
    const [a, b] = Object.values(FOOTER_QRS);
    expect(drawn(a.value, a.size)).not.toBe(drawn(b.value, b.size));
  });

  it("the hero's codes are the site's own download addresses", () => {
    expect(APP_QRS.ios.value).toBe(SITE.url + APP_PATHS.ios);
    expect(APP_QRS.android.value).toBe(SITE.url + APP_PATHS.android);
  });
});
