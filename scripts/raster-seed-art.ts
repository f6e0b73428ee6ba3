#!/usr/bin/env node
// The sandbox's seed pictures as the real content service serves its pictures: raster files.
// The seed's covers, banners and game art are generated SVG (sandbox/seed/art; public/games,
// public/covers), kept as the sources; the seed references a WebP rendition of each (alpha kept:
// game icons have transparent corners), drawn here by headless Chromium at the SVG's own size.
// The site's logo and home hero (public/images) likewise, at 3× and 2× for phones' dense screens.
// Why: an SVG <img> is a document of its own that the page lays out and paints on its main thread — on / and /yxxz that was a third of the page's main-thread time (CDP
// TaskDuration over four loads 3.9 s with the pictures, 2.6 s without), which a real CMS's JPEGs
// never cost. docs/decisions/0018-seed-art-as-raster.md.
//
//   node scripts/raster-seed-art.ts          redraws every rendition whose SVG changed
//   node scripts/raster-seed-art.ts --all    redraws all of them
//
// Writes the renditions beside their SVGs and sandbox/seed/art/renditions.json (rendition → the
// SHA-1 of the SVG it was drawn from); tests/scripts/lib/seed-renditions.test.ts fails when an SVG
// changed and its rendition was not redrawn. Needs CJK fonts (Debian: fonts-noto-cjk): the covers'
// tags are Chinese text, drawn as boxes without them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { findChromium, playwrightChromiumArgs } from './find-chromium.ts';
import { cjkFontTool, ensureTools } from './lib/ensure-tools.ts';
import { RENDITIONS_FILE, allRenditions, sha1File, type Rendition } from './lib/seed-renditions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC = path.join(root, 'public');
const WEBP_QUALITY = 0.8;

function svgSize(svg: string): { width: number; height: number } {
  const head = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(head)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(head)?.[1]);
  if (!width || !height) throw new Error('an SVG without a width and height in pixels');
  return { width, height };
}

async function main() {
  try {
    ensureTools([cjkFontTool()]);
  } catch (err) {
    console.error(`[raster] ${(err as Error).message}`);
    process.exit(2);
  }
  const all = process.argv.includes('--all');
  const manifestPath = path.join(root, RENDITIONS_FILE);
  const manifest: Record<string, string> = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  const sources = allRenditions(PUBLIC);
  const next: Record<string, string> = {};
  for (const r of sources) next[r.raster] = sha1File(path.join(PUBLIC, r.svg));
  const todo = sources.filter((r) => all || manifest[r.raster] !== next[r.raster] || !fs.existsSync(path.join(PUBLIC, r.raster)));
  const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightChromiumArgs });
  try {
    const page = await browser.newPage();
    // A data: picture on an empty page: the canvas stays untainted (a file: one would not).
    await page.goto('about:blank');
    for (const r of todo) await draw(page, r);
  } finally {
    await browser.close();
  }
  fs.writeFileSync(manifestPath, `${JSON.stringify(next, null, 1)}\n`);
  console.log(`[raster] drew ${todo.length} of ${sources.length} renditions; ${RENDITIONS_FILE} updated`);
}

async function draw(page: Page, r: Rendition) {
  const file = path.join(PUBLIC, r.svg);
  const svg = fs.readFileSync(file);
  const size = svgSize(svg.toString('utf8'));
  const [width, height] = [size.width * r.scale, size.height * r.scale];
  // The SVG drawn as an <img> onto a canvas, as a page shows it, and encoded by the browser's WebP encoder.
  // (A string: this file is type-checked without the DOM's types.)
  const dataUrl: string = await page.evaluate(`(async () => {
    const img = new Image(${width}, ${height});
    img.src = 'data:image/svg+xml;base64,${svg.toString('base64')}';
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${height};
    canvas.getContext('2d').drawImage(img, 0, 0, ${width}, ${height});
    return canvas.toDataURL('image/webp', ${WEBP_QUALITY});
  })()`);
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${r.svg}: the browser gave no WebP`);
  fs.writeFileSync(path.join(PUBLIC, r.raster), Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

await main();
