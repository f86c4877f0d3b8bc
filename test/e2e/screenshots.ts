// Screenshots of site pages for looking at them (not a test): each page in light and dark, at desktop
// and phone width. Serve dist first: node_modules/.bin/node test/e2e/static-server.ts dist 4400 &
//   node_modules/.bin/node test/e2e/screenshots.ts http://127.0.0.1:4400 OUT_DIR /en/lessons/scope/ ...
// FULL=1 takes full-page shots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: screenshots.ts BASE_URL OUT_DIR PATH...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
for (const path of paths) {
  for (const size of sizes) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: size, colorScheme: scheme, deviceScaleFactor: 1 });
      await page.goto(base + path);
      // SCROLL_TO=<css selector> shows that part of the page instead of its top.
      if (process.env.SCROLL_TO) {
        await page
          .locator(process.env.SCROLL_TO)
          .first()
          .evaluate((e) => e.scrollIntoView({ block: 'start' }));
      }
      await page.waitForTimeout(200);
      const file = join(
        outDir,
        `${path.replaceAll('/', '_').replace(/^_|_$/g, '')}-${size.name}-${scheme}.png`,
      );
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      await page.close();
      console.log(file);
    }
  }
}
await browser.close();
