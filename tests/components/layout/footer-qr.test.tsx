// @vitest-environment node
// Behaviour across files: the footer's QR codes are static files that encode today's addresses (public/images/qr/*.svg against lib/site.ts FOOTER_QRS; shown by components/layout/footer.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FOOTER_QRS } from '@/lib/site';

/**
 * The footer's QR codes are static files (components/layout/footer.tsx): each must encode today's
 * address in lib/site.ts, drawn exactly as qrcode.react draws it. WRITE_FOOTER_QR=1 rewrites them.
 */
const PUBLIC = path.join(process.cwd(), 'public');

function drawn(value: string): string {
  const svg = renderToStaticMarkup(<QRCodeSVG value={value} size={88} marginSize={1} />);
  return `${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`;
}

describe('the footer QR files', () => {
  for (const [name, { value, file }] of Object.entries(FOOTER_QRS)) {
    it(`${name}: ${file} encodes ${value}`, () => {
      const target = path.join(PUBLIC, file);
      if (process.env.WRITE_FOOTER_QR === '1') {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, drawn(value));
      }
      const svg = fs.readFileSync(target, 'utf8');
      expect(svg).toBe(drawn(value));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg.length).toBeLessThan(4096);
    });
  }

  it('two addresses draw two different codes (the check above compares content, not just a file)', () => {
    const [a, b] = Object.values(FOOTER_QRS);
    expect(drawn(a.value)).not.toBe(drawn(b.value));
  });
});
