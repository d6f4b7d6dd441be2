import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
await ctx.addCookies([{ name: 'lang', value: process.env.LANG2 ?? 'zh_CN', url: 'http://127.0.0.1:3401' }]);
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto('http://127.0.0.1:3401/');
await page.waitForTimeout(Number(process.env.WAIT ?? 10000));
const buf = await browser.stopTracing();
writeFileSync('/tmp/trace.json', buf);
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const main = (() => { const counts = new Map(); for (const e of traceEvents) if (e.name === 'RunTask' && e.dur) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur); 
  // renderer main: thread named CrRendererMain
  const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  return names.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0]; })();
const evs = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const tasks = evs.filter((e) => e.name === 'RunTask');
const t0 = Math.min(...evs.map((e) => e.ts));
let total = 0; const bySec = new Map();
for (const t of tasks) { total += t.dur; const s = Math.floor((t.ts - t0) / 1e6); bySec.set(s, (bySec.get(s) ?? 0) + t.dur); }
console.log('main-thread task ms', Math.round(total / 1000), 'per second', JSON.stringify([...bySec].sort((a,b)=>a[0]-b[0]).map(([s, d]) => [s, Math.round(d / 1000)])));
// direct children categories of tasks
const agg = new Map();
for (const e of evs) { if (e.name === 'RunTask') continue; const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 50) : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''); const a = agg.get(k) ?? [0, 0]; a[0] += e.dur; a[1] += 1; agg.set(k, a); }
[...agg].sort((a, b) => b[1][0] - a[1][0]).slice(0, 45).forEach(([k, [d, n]]) => console.log(String(Math.round(d / 1000)).padStart(6), String(n).padStart(6), k));
