// Ad-hoc: CPU profile of a page load at 4x CPU throttle, self time by source-mapped function.
import { chromium } from 'playwright';
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
const [base, page, distDir = '.next-prof'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await p.goto(base + page, { waitUntil: 'load' });
await p.waitForTimeout(2500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; self.set(id, (self.get(id) || 0) + (dt[i + 1] || 0)); }
const maps = new Map();
function mapper(url) {
  if (maps.has(url)) return maps.get(url);
  let c = null;
  const m = url.match(/\/_next\/(static\/[^?]+)/);
  if (m) { const f = path.join(distDir, decodeURIComponent(m[1]) + '.map'); if (fs.existsSync(f)) c = new SourceMapConsumer(JSON.parse(fs.readFileSync(f, 'utf8'))); }
  maps.set(url, c); return c;
}
const agg = new Map(); const byFile = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  let key = cf.functionName || '(anon)'; let file = cf.url.split('/').pop().split('?')[0] || cf.functionName;
  const c = cf.url && mapper(cf.url);
  if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { file = o.source.replace(/^webpack:\/\/_N_E\//, '').replace(/^\.\//, ''); key = `${o.name || cf.functionName}@${file}:${o.line}`; } }
  agg.set(key, (agg.get(key) || 0) + us);
  const pkg = (file.match(/node_modules\/((@[^/]+\/)?[^/]+)/) || [null, file.split('/').slice(0, 2).join('/')])[1];
  byFile.set(pkg, (byFile.get(pkg) || 0) + us);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('--- by package/file'); console.log(top(byFile, 25));
console.log('--- by function'); console.log(top(agg, 40));
