import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-angle=swiftshader','--enable-unsafe-swiftshader','--ignore-gpu-blocklist'] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
const errs = []; p.on('pageerror', e => errs.push(String(e)));
await p.goto('http://127.0.0.1:4173/#lab&view=ladder&scenario=A&games=30&seed=1&budgets=1,2,4'); await p.waitForTimeout(1500); await p.reload(); await p.waitForTimeout(3000);
await p.click('[data-testid=lab-run]');
await p.waitForFunction(() => window.__lab.running === null && window.__lab.ladder !== null, null, { timeout: 300000, polling: 500 });
await p.waitForTimeout(800);
const sc = await p.evaluate(() => { const els = [...document.querySelectorAll('*')].filter(e => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'visible'); return els.map(e => e.className + ':' + e.scrollHeight); });
console.log(sc);
for (let k = 1; k <= 3; k++) {
  await p.evaluate((k) => { const els = [...document.querySelectorAll('*')].filter(e => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'visible'); els[els.length - 1].scrollTop = k * 800; }, k);
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/ladder65-s${k}.png` });
}
console.log('errors', errs.length, errs.slice(0,3));
await b.close();
