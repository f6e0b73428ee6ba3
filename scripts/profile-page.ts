#!/usr/bin/env node
// Where a page load's main-thread JavaScript goes, by our own source file and function: a V8 CPU
// profile of one page load in Chromium at Lighthouse's mobile CPU slowdown (4×), mapped through the
// build's browser source maps, reported as self time by package and by function, and as the
// bursts of work between idle gaps with the app frames on their stacks (the long tasks
// Lighthouse counts into TBT).
//
//   NN_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-prof npm run build
//   NEXT_DIST_DIR=.next-prof SANDBOX=on node server/index.ts -p 3300 -H 127.0.0.1 &
//   node scripts/profile-page.ts --base http://127.0.0.1:3300 --dist .next-prof /news/10001.html
//
// For a person to read; it asserts nothing. Without source maps it still runs and prints the
// minified names.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { findChromium, playwrightChromiumArgs } from './find-chromium.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3300' },
    dist: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    slowdown: { type: 'string', default: '4' },
    'settle-ms': { type: 'string', default: '3000' },
    desktop: { type: 'boolean', default: false },
  },
});
const pages = positionals.length ? positionals : ['/'];
/** App code: a frame whose source is one of these folders (node_modules and Next's runtime are not). */
const APP_SOURCE = /@(components|stores|lib|pages|services)\//;

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url)!;
  const m = url.match(/\/_next\/(static\/[^?]+)/);
  const file = m ? path.join(values.dist, decodeURIComponent(m[1]!) + '.map') : '';
  const consumer = file && fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
  maps.set(url, consumer);
  return consumer;
}

function frameName(node: ProfileNode): string {
  const cf = node.callFrame;
  const consumer = cf.url ? sourceMap(cf.url) : null;
  const pos = consumer?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  if (!pos?.source) return cf.functionName || (cf.url ? `(anonymous) ${cf.url.split('/').pop()?.split('?')[0]}` : '(anonymous)');
  const source = pos.source.replace(/^webpack:\/\/_N_E\//, '').replace(/^\.\//, '');
  return `${pos.name || cf.functionName || '(anonymous)'}@${source}:${pos.line}`;
}

function packageOf(name: string): string {
  const at = name.indexOf('@');
  if (at < 0) return name;
  const source = name.slice(at + 1);
  return source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? source.split('/').slice(0, 2).join('/').replace(/:\d+$/, '');
}

const table = (m: Map<string, number>, n: number, indent = '') =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${indent}${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

async function profilePage(page: string): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: findChromium(process.env, 'tests'), args: playwrightChromiumArgs });
  try {
    const context = await browser.newContext(
      values.desktop ? { viewport: { width: 1366, height: 768 } } : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
    );
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.slowdown) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(values.base + page, { waitUntil: 'load' });
    await tab.waitForTimeout(Number(values['settle-ms']));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return profile;
  } finally {
    await browser.close();
  }
}

function report(page: string, profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const names = new Map<number, string>();
  const name = (id: number) => names.get(id) ?? names.set(id, frameName(byId.get(id)!)).get(id)!;

  // Each sample stands for the time until the next one.
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const bursts: { start: number; end: number; samples: [number, number][] }[] = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] ?? 0;
    const id = profile.samples[i]!;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const key = name(id);
    self.set(key, (self.get(key) ?? 0) + us);
    byPackage.set(packageOf(key), (byPackage.get(packageOf(key)) ?? 0) + us);
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    const last = bursts.at(-1);
    if (last && t - last.end <= 2000) {
      last.end = t + us;
      last.samples.push([id, us]);
    } else bursts.push({ start: t, end: t + us, samples: [[id, us]] });
  }

  console.log(`\n=== ${page} (CPU ${values.slowdown}× slower)`);
  console.log('--- self time by package or folder');
  console.log(table(byPackage, 20));
  console.log('--- self time by function');
  console.log(table(self, 30));
  console.log('--- bursts ≥ 50 ms (throttled): self time, and app frames on the stack');
  for (const b of bursts) {
    const ms = (b.end - b.start) / 1000;
    if (ms < 50) continue;
    const burstSelf = new Map<string, number>();
    const app = new Map<string, number>();
    for (const [id, us] of b.samples) {
      burstSelf.set(name(id), (burstSelf.get(name(id)) ?? 0) + us);
      const seen = new Set<string>();
      for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
        const k = name(x);
        if (APP_SOURCE.test(k) && !seen.has(k)) {
          seen.add(k);
          app.set(k, (app.get(k) ?? 0) + us);
        }
      }
    }
    console.log(`@${((b.start - profile.startTime) / 1000).toFixed(0)} ms, ${ms.toFixed(0)} ms`);
    console.log(table(burstSelf, 5, '    '));
    if (app.size) console.log('  app frames (inclusive):\n' + table(app, 6, '    '));
  }
}

for (const page of pages) report(page, await profilePage(page));
