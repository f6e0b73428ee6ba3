// Ad-hoc: renderer main-thread time by category over a page load (CDP tracing), with optional injected CSS.
import { chromium } from 'playwright';
const [base, page, runs = '5', css = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const totals = {};
for (let r = 0; r < Number(runs); r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const p = await ctx.newPage();
  if (process.env.NOSVG) await p.route(/\.svg/, (r) => r.abort());
  if (css) await p.route(base + page, async (route) => { const res = await route.fetch(); const body = (await res.text()).replace('</head>', `<style>${css}</style></head>`); await route.fulfill({ response: res, body }); });
  await browser.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await p.goto(base + page, { waitUntil: 'load' });
  await p.waitForTimeout(2500);
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const main = ev.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  for (const e of ev) if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'EvaluateScript', 'FunctionCall', 'RunTask', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet'].includes(e.name)) totals[e.name] = (totals[e.name] || 0) + e.dur / 1000;
  await ctx.close();
}
console.log(Object.entries(totals).map(([k, v]) => `${k} ${(v / Number(runs)).toFixed(1)}`).join('  '));
await browser.close();
