// The JavaScript a real browser downloads for the home page, gzipped as served: what it asked
// for before its first contentful paint, and in all. Desktop 1366x768 and mobile 390x844, on the
// built server with a fresh embedded database, from 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { buildSite, startServer, stopServer } from './support.mjs';

const PORT = 3303;
buildSite();

let server;
const dataDir = mkdtempSync(join(tmpdir(), 'member-site-first-render-'));

const rows = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' }, { settle: true });
  for (const [layout, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['mobile', { width: 390, height: 844 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    const measured = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'));
      const sum = (list) => list.reduce((total, entry) => total + entry.encodedBodySize, 0) / 1024;
      return {
        fcp,
        before: sum(scripts.filter((entry) => entry.startTime < fcp)),
        all: sum(scripts),
        files: scripts.length,
      };
    });
    rows.push({
      layout,
      'first contentful paint ms': Math.round(measured.fcp),
      'JS before FCP KB': Number(measured.before.toFixed(1)),
      'JS in all KB': Number(measured.all.toFixed(1)),
      'JS files': measured.files,
    });
    await page.close();
  }
} finally {
  await browser.close();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('\nHome page JavaScript in Chromium (gzipped, as served):');
console.table(rows);
