// Ad-hoc: CPU profile at 4x, segmented into bursts; per burst: top self functions and top app frames on stack.
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
await p.goto(base + page, { waitUntil: 'load' });
await p.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const maps = new Map();
function mapper(url) { if (maps.has(url)) return maps.get(url); let c = null; const m = url.match(/\/_next\/(static\/[^?]+)/); if (m) { const f = path.join(distDir, decodeURIComponent(m[1]) + '.map'); if (fs.existsSync(f)) c = new SourceMapConsumer(JSON.parse(fs.readFileSync(f, 'utf8'))); } maps.set(url, c); return c; }
const nameCache = new Map();
function name(id) { if (nameCache.has(id)) return nameCache.get(id); const cf = byId.get(id).callFrame; let key = cf.functionName || '(anon)'; const c = cf.url && mapper(cf.url); if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) key = `${o.name || cf.functionName}@${o.source.replace(/^webpack:\/\/_N_E\//, '').replace(/^\.\//, '')}:${o.line}`; } nameCache.set(id, key); return key; }
let t = profile.startTime; const samples = [];
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; samples.push([t, profile.samples[i]]); }
const bursts = []; let cur = null;
for (const [ts, id] of samples) { const fn = byId.get(id).callFrame.functionName; const busy = fn !== '(idle)'; if (busy) { if (!cur || ts - cur.end > 2000) { cur = { start: ts, end: ts, ids: [] }; bursts.push(cur); } cur.end = ts; cur.ids.push(id); } }
for (const b of bursts) {
  const dur = (b.end - b.start) / 1000; if (dur < 40) continue;
  const self = new Map(); const app = new Map();
  for (const id of b.ids) { const k = name(id); self.set(k, (self.get(k) || 0) + 1); let x = id; const seen = new Set(); while (x) { const k2 = name(x); if (/@(components|stores|lib|pages|services)\//.test(k2) && !seen.has(k2)) { seen.add(k2); app.set(k2, (app.get(k2) || 0) + 1); } x = parent.get(x); } }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `      ${(v * 0.2).toFixed(0).padStart(4)}ms ${k}`).join('\n');
  console.log(`burst @${((b.start - profile.startTime) / 1000).toFixed(0)}ms ${dur.toFixed(0)}ms (throttled)`); console.log('   self:\n' + top(self, 6)); console.log('   app frames (inclusive):\n' + top(app, 8));
}
